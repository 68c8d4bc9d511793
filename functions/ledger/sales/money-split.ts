/**
 * Where a creator's money is, as the sum of its ledger lines' states (issue 31, item 5): the Payouts
 * summary's split (in the hold, waiting for an invoice, payable, in a payout, paid, held) is computed by
 * this one function from the states `lineStatusOf` (line-status.ts) gives each line — the same states the
 * Earnings list, its CSV and /api/v1 show — so the summary is the sum of what the lines say, by
 * construction.
 *
 * Why not the counters alone: a pending line's state depends on time (its hold ends) and on its brand's
 * invoice (issued, paid, overdue), which no counter can follow. The hourly release moves a matured line's
 * counter only when it runs, so between runs (or where no run has happened since the hold ended, as in
 * the seeded demo) the counters said "in the hold" of lines that read "waiting for Glow's November
 * invoice". The status-only states (payable once released, in a payout, paid, held) are what the status
 * counters hold exactly (the property test proves it), so those are read from the counters.
 */
import type { LineState } from './line-status';

/** The summary's parts, in integer cents. */
export interface MoneySplit {
  /** In the 7-day hold for returns. */
  on_hold_cents: number;
  /** Past the hold, waiting for the brand's invoice to be paid (issued or not, overdue or not). */
  awaiting_invoice_cents: number;
  /** Payable: the next payout (or Request Payout) takes it. */
  payable_cents: number;
  in_payout_cents: number;
  paid_cents: number;
  /** Held for the brand's review (self-referral): beside the total, not in it. */
  held_cents: number;
}

/** The part of the split a line's state counts in (void earns nothing: none). */
export const splitPartOf = (state: LineState): keyof MoneySplit | null => {
  switch (state) {
    case 'on_hold':
      return 'on_hold_cents';
    case 'awaiting_invoice':
    case 'invoice_overdue':
      return 'awaiting_invoice_cents';
    case 'payable':
      return 'payable_cents';
    case 'in_payout':
      return 'in_payout_cents';
    case 'paid':
      return 'paid_cents';
    case 'held':
      return 'held_cents';
    case 'void':
      return null;
  }
};

export const emptySplit = (): MoneySplit => ({
  on_hold_cents: 0,
  awaiting_invoice_cents: 0,
  payable_cents: 0,
  in_payout_cents: 0,
  paid_cents: 0,
  held_cents: 0,
});

/** A line as the split needs it: its amount and its state. */
export interface StatedLine {
  cents: number;
  state: LineState;
}

/** The sum of the lines, by the part of the split each line's state counts in. */
export const moneySplitOf = (lines: Iterable<StatedLine>): MoneySplit => {
  const split = emptySplit();
  for (const line of lines) {
    const part = splitPartOf(line.state);
    if (part) split[part] += line.cents;
  }
  return split;
};
