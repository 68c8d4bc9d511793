/**
 * What the ledger lines' statuses need to know beyond the entries (functions/ledger/sales/line-status.ts): the
 * brands' invoices for the entries' billing periods and the payouts the entries are in — read in one
 * batch per screen (BatchGetItem, projections), never one read per line.
 */

import { platformSettings } from '../../platform';
import { batchGetEntities } from '../../shared/data/batch-get';
import type { CommissionEntry } from '../entities/commission-entry';
import { invoiceEntity } from '../entities/invoice';
import { payoutEntity } from '../entities/payout';
import { type InvoiceFacts, type LineStatus, lineStatusOf, type PayoutFacts } from './line-status';

type Entry = Pick<
  CommissionEntry,
  'creator_id' | 'brand_id' | 'bill_period' | 'status' | 'payout_id' | 'commission_cents'
>;

const invoiceKey = (brandId: string, period: string) => `${brandId}#${period}`;
const payoutKey = (creatorId: string, payoutId: string) => `${creatorId}#${payoutId}`;

export interface LineFacts {
  invoices: Map<string, InvoiceFacts>;
  payouts: Map<string, PayoutFacts>;
}

/** The invoices and payouts a page of entries refers to: at most two batched reads. */
export const readLineFacts = async (entries: readonly Entry[]): Promise<LineFacts> => {
  const invoiceKeys = entries
    .filter((entry) => entry.status === 'pending' && entry.bill_period && entry.commission_cents > 0)
    .map((entry) => ({ brand_id: entry.brand_id, period: entry.bill_period as string }));
  const payoutKeys = entries
    .filter((entry) => (entry.status === 'in_payout' || entry.status === 'paid') && entry.payout_id)
    .map((entry) => ({ creator_id: entry.creator_id, payout_id: entry.payout_id as string }));
  const [invoices, payouts] = await Promise.all([
    invoiceKeys.length === 0
      ? []
      : batchGetEntities<InvoiceFacts & { brand_id: string; period: string }>(invoiceEntity, invoiceKeys),
    payoutKeys.length === 0
      ? []
      : batchGetEntities<PayoutFacts & { creator_id: string; payout_id: string }>(payoutEntity, payoutKeys, {
          attributes: ['creator_id', 'payout_id', 'created_at', 'paid_at'],
        }),
  ]);
  return {
    invoices: new Map(invoices.map((invoice) => [invoiceKey(invoice.brand_id, invoice.period), invoice])),
    payouts: new Map(payouts.map((payout) => [payoutKey(payout.creator_id, payout.payout_id), payout])),
  };
};

export const lineStatusWith =
  (facts: LineFacts, now: Date = new Date()) =>
  (entry: Entry & Parameters<typeof lineStatusOf>[0]): LineStatus => {
    const invoice = entry.bill_period
      ? facts.invoices.get(invoiceKey(entry.brand_id, entry.bill_period))
      : undefined;
    const payout = entry.payout_id
      ? facts.payouts.get(payoutKey(entry.creator_id, entry.payout_id))
      : undefined;
    return lineStatusOf(entry, {
      now,
      schedule: platformSettings.payoutSchedule,
      ...(invoice ? { invoice } : {}),
      ...(payout ? { payout } : {}),
    });
  };
