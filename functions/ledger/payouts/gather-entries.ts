/**
 * The rules of gathering a payout (process-payout.ts applies them): a payout takes every payable entry
 * of its creator — sales' commissions, content payments, credit cash-outs, and refunds' negative
 * reversals past their hold, which net against the rest — in chunks, each adding its sum, its entries'
 * sort keys and its brands' names to the payout. Once gathered, it is transferred if the sum reaches the
 * minimum, else cancelled (the balance fell under it after the payout was opened: a refund arrived).
 */
import type { CommissionEntry } from '../entities/commission-entry';

export type GatheredEntry = Pick<
  CommissionEntry,
  'entry_sk' | 'commission_cents' | 'brand_id' | 'brand_name'
>;

/** What a chunk of entries adds to its payout: their sum (reversals net), their sort keys, each brand once. */
export const gatheredFrom = (chunk: readonly GatheredEntry[]) => ({
  amountCents: chunk.reduce((total, entry) => total + entry.commission_cents, 0),
  entrySks: chunk.map((entry) => entry.entry_sk),
  brands: Object.fromEntries(chunk.map((entry) => [entry.brand_id, entry.brand_name])) as Record<
    string,
    string
  >,
});

/** A gathered payout's next step: its one transfer, or cancelled under the minimum (the balance carries over). */
export const afterGathering = (amountCents: number, minimumCents: number): 'transfer' | 'cancel' =>
  amountCents < minimumCents ? 'cancel' : 'transfer';
