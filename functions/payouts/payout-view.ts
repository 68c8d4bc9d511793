import type { PayoutView } from '../../contracts/payouts';
import type { Payout } from '../shared/data/entities/payout';

/** The payout in words: "3 commissions from Glow and Luma". */
export const describePayout = (payout: Pick<Payout, 'entry_sks' | 'brands'>): string => {
  const count = payout.entry_sks.length;
  const names = Object.values(payout.brands).sort();
  const brands =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  if (count === 0) return 'Payout';
  return `${count} ${count === 1 ? 'commission' : 'commissions'}${brands ? ` from ${brands}` : ''}`;
};

export const toPayoutView = (payout: Payout): PayoutView => ({
  payout_id: payout.payout_id,
  status: payout.status,
  trigger: payout.trigger,
  // While it gathers its entries, the amount is the balance it was opened for.
  amount_cents: payout.stage === 'gathering' ? payout.expected_cents : payout.amount_cents,
  entry_count: payout.entry_sks.length,
  description: describePayout(payout),
  brand_names: Object.values(payout.brands).sort(),
  created_at: payout.created_at,
  paid_at: payout.paid_at,
  failure_reason: payout.failure_reason,
});
