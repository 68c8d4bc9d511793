import type { CreatorStats } from '../entities/creator-stats';
import { moneySplitOf, type StatedLine } from './money-split';

/**
 * A creator's money figures, computed once from what the ledger keeps (the creator's stats item, whose
 * counters move in the same transactions as the ledger entries): every screen that shows a total — the
 * dashboard, Campaigns → Earnings, Earnings & Payouts — and the API take it from here, so no two screens
 * can disagree.
 *
 * Two ways to split the same total, and both add up to it:
 *  - by source: commissions (sales net of reversals) + content pay (approved UGC) + credit cash-outs;
 *  - by state: pending (in the 7-day hold, or waiting for the brand's invoice) + payable + in payout +
 *    paid.
 * Held sales (self-referrals waiting for the brand's review) are not earned yet: they are shown beside
 * the total, never in it. A released held sale moves into the total; a voided one never does.
 *
 * By state is the sum of the lines' states (money-split.ts, line-status.ts): the pending lines are read
 * and each is put where its state says (in the hold, waiting for an invoice, or payable already: hold
 * over and invoice paid, before the release has moved it), because that depends on time and on the
 * brand's invoice; the other states follow from the status alone, whose counters are exact.
 */
export interface CreatorTotals {
  /** Everything earned, net of reversals. */
  total_cents: number;
  commission_cents: number;
  content_cents: number;
  credit_cashout_cents: number;
  /** Earned, not payable yet: the hold for returns, then the brand's invoice for it. */
  pending_cents: number;
  /** Of the pending: lines whose state is on_hold (in the 7-day hold for returns). */
  on_hold_cents: number;
  /** Of the pending: lines awaiting_invoice or invoice_overdue (hold over, invoice not paid yet). */
  awaiting_invoice_cents: number;
  /**
   * Payable: the next payout (or Request Payout) takes it — released lines, and pending lines whose
   * state is payable already (the release moves them within the hour; Request Payout moves them first).
   */
  payable_cents: number;
  /** Gathered into a payout whose transfer is under way. */
  in_payout_cents: number;
  paid_cents: number;
  /** Held for the brand's review (self-referral): not in the total until released. */
  held_cents: number;
}

export const creatorTotalsOf = (
  stats: CreatorStats,
  /** The creator's pending lines with their states (creator-money.ts reads them). */
  pendingLines: readonly StatedLine[],
): CreatorTotals => {
  // By source: the commission counter counts sales and their reversals only; content pay and credit
  // cash-outs have their own counters (functions/ledger/sales/other-earnings.ts).
  const commission = stats.earnings_cents;
  const content = stats.content_earnings_cents;
  const credit = stats.credit_cashout_cents;
  const split = moneySplitOf(pendingLines);
  // The read of pending lines is bounded (creator-money.ts): what it did not reach is the oldest
  // pending money, long past its hold, so it waits for an invoice. Zero whenever the read was complete.
  const listed = pendingLines.reduce((sum, line) => sum + line.cents, 0);
  const unread = stats.commission_pending_cents - listed;
  const awaiting = split.awaiting_invoice_cents + unread;
  return {
    total_cents: commission + content + credit,
    commission_cents: commission,
    content_cents: content,
    credit_cashout_cents: credit,
    // By state: the status counters count every kind of entry.
    pending_cents: split.on_hold_cents + awaiting,
    on_hold_cents: split.on_hold_cents,
    awaiting_invoice_cents: awaiting,
    payable_cents: stats.commission_available_cents + split.payable_cents,
    in_payout_cents: stats.commission_in_payout_cents,
    paid_cents: stats.commission_paid_cents,
    held_cents: stats.commission_held_cents,
  };
};

/** total = the sum of its parts, both ways (what the property test checks on random ledgers). */
export const partsByState = (totals: CreatorTotals): number =>
  totals.pending_cents + totals.payable_cents + totals.in_payout_cents + totals.paid_cents;

export const partsBySource = (totals: CreatorTotals): number =>
  totals.commission_cents + totals.content_cents + totals.credit_cashout_cents;

/** The dashboard's money figures (GET /api/creator/dashboard). */
export const dashboardMoneyOf = (totals: CreatorTotals) => ({
  earnings_cents: totals.total_cents,
  pending_cents: totals.pending_cents,
  available_cents: totals.payable_cents,
  in_payout_cents: totals.in_payout_cents,
  held_cents: totals.held_cents,
  paid_cents: totals.paid_cents,
});

/** Campaigns → Earnings' figures (GET /api/creator/earnings). */
export const earningsMoneyOf = (totals: CreatorTotals) => ({
  earned_cents: totals.total_cents,
  commission_cents: totals.commission_cents,
  content_cents: totals.content_cents,
  credit_cashout_cents: totals.credit_cashout_cents,
  pending_cents: totals.pending_cents,
  available_cents: totals.payable_cents,
  in_payout_cents: totals.in_payout_cents,
  held_cents: totals.held_cents,
  paid_cents: totals.paid_cents,
});
