import type { EarningsSummary } from '../../contracts/payouts';
import type { DailyCounters } from '../shared/data/daily-counters';
import type { CreatorTotals } from './sales/creator-totals';

/**
 * The payouts screen's figures: the creator's totals (functions/ledger/sales/creator-totals.ts, the same
 * function every screen uses: its split by state is the sum of the ledger lines' states) and the
 * month's daily series — never estimated, never hard-coded.
 */
export const earningsSummaryOf = (
  totals: CreatorTotals,
  monthDays: readonly DailyCounters[],
): EarningsSummary => {
  return {
    total_earnings_cents: totals.total_cents,
    pending_payouts_cents: totals.payable_cents,
    // Earned, not payable yet (the hold, then the brand's invoice). Held sales are not earned yet: they
    // are beside the total (held_cents), not in it, so the parts add up to the total.
    on_hold_cents: totals.pending_cents,
    // …of which in the hold for returns, and past it waiting for the brands' invoices (overdue ones too).
    hold_for_returns_cents: totals.on_hold_cents,
    awaiting_invoice_cents: totals.awaiting_invoice_cents,
    held_cents: totals.held_cents,
    in_payout_cents: totals.in_payout_cents,
    paid_out_cents: totals.paid_cents,
    this_month_cents: monthDays.reduce(
      (sum, day) => sum + day.commission_cents + day.other_earnings_cents,
      0,
    ),
    commission_earnings_cents: totals.commission_cents,
    content_earnings_cents: totals.content_cents,
    credit_cashout_cents: totals.credit_cashout_cents,
  };
};
