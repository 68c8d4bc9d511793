import type { EarningsSummary } from '../../contracts/payouts';
import type { DailyCounters } from '../shared/data/daily-counters';
import type { CreatorStats } from '../shared/data/entities/creator-stats';

/**
 * The payouts screen's figures, all from the ledger's running totals (the creator's stats item) and the
 * month's daily series: never estimated, never hard-coded. Content earnings and credit cash-outs are
 * their own ledger totals.
 */
export const earningsSummaryOf = (
  stats: CreatorStats,
  monthDays: readonly DailyCounters[],
): EarningsSummary => {
  const commission = stats.earnings_cents;
  const content = stats.content_earnings_cents;
  const credit = stats.credit_cashout_cents;
  return {
    total_earnings_cents: commission + content + credit,
    pending_payouts_cents: stats.commission_available_cents,
    on_hold_cents: stats.commission_pending_cents + stats.commission_held_cents,
    in_payout_cents: stats.commission_in_payout_cents,
    paid_out_cents: stats.commission_paid_cents,
    this_month_cents: monthDays.reduce(
      (sum, day) => sum + day.commission_cents + day.other_earnings_cents,
      0,
    ),
    commission_earnings_cents: commission,
    content_earnings_cents: content,
    credit_cashout_cents: credit,
  };
};
