import type { PayoutAccountView, PayoutView } from '../../../contracts/payouts';
import type { Payout } from '../entities/payout';
import type { PayoutAccount } from '../entities/payout-account';

/** What the creator sees of their own payout account (no Stripe id). */
export const payoutAccountView = (account: PayoutAccount | undefined): PayoutAccountView => ({
  status: account?.status ?? 'not_connected',
  details_submitted: account?.details_submitted ?? false,
  payouts_enabled: account?.payouts_enabled ?? false,
});

const kindOfEntry = (entrySk: string): 'commission' | 'content payment' | 'credit cash-out' =>
  entrySk.includes('#UGC#')
    ? 'content payment'
    : entrySk.includes('#CASHOUT#')
      ? 'credit cash-out'
      : 'commission';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The payout in words: "3 commissions from Glow and Luma", "2 commissions and 1 content payment from Glow". */
export const describePayout = (payout: Pick<Payout, 'entry_sks' | 'brands'>): string => {
  if (payout.entry_sks.length === 0) return 'Payout';
  const counts = new Map<string, number>();
  for (const sk of payout.entry_sks) counts.set(kindOfEntry(sk), (counts.get(kindOfEntry(sk)) ?? 0) + 1);
  const parts = [...counts.entries()].map(([noun, count]) => plural(count, noun));
  const what =
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const names = Object.values(payout.brands).sort();
  const from =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return from ? `${what} from ${from}` : what;
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
  failure_code: payout.failure_code,
});
