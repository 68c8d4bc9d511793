import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { feeOf } from '../billing/invoice-lines';
import type { Invoice } from '../billing/invoice-rules';

/**
 * Issue 36: the platform's fee revenue of one billing period (a month), OPS#REVENUE / MONTH#{period}: the
 * platform fee of the period's invoices as they were issued, and of those paid so far. ADDed in the very
 * transactions that issue an invoice (create-invoice.ts) and mark it paid (pay-invoice.ts), so each
 * invoice counts once, however often the billing run or Stripe's webhook repeats. The operator console's
 * Money chart reads the last twelve months in one Query; no invoice is read for it.
 */
export const platformRevenueEntity = defineEntity({
  model: { entity: 'platform-revenue', version: '1', service: SERVICE },
  attributes: {
    period: { type: 'string', required: true },
    fee_invoiced_cents: { type: 'number' },
    fee_paid_cents: { type: 'number' },
    invoices_issued: { type: 'number' },
    invoices_paid: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'OPS#REVENUE'), sk: tableKey('sk', 'MONTH#${period}') },
  },
});

/** The issued invoice's fee joins its period's revenue (an operation of the invoice's own transaction). */
export const revenueIssuedOperation = (invoice: Pick<Invoice, 'period' | 'lines'>) =>
  transactional(platformRevenueEntity)
    .update({ period: invoice.period })
    .add({ fee_invoiced_cents: feeOf(invoice), invoices_issued: 1 })
    .commit();

/** The paid invoice's fee joins its period's paid revenue (an operation of the payment's transaction). */
export const revenuePaidOperation = (invoice: Pick<Invoice, 'period' | 'lines'>) =>
  transactional(platformRevenueEntity)
    .update({ period: invoice.period })
    .add({ fee_paid_cents: feeOf(invoice), invoices_paid: 1 })
    .commit();

export interface PeriodRevenue {
  period: string;
  fee_invoiced_cents: number;
  fee_paid_cents: number;
  invoices_issued: number;
  invoices_paid: number;
}

/** The periods from `first` to `last` (YYYY-MM) that have revenue: one Query of a bounded key range. */
export const listPlatformRevenue = async (first: string, last: string): Promise<PeriodRevenue[]> => {
  const { data } = await platformRevenueEntity.query
    .primary({})
    .between({ period: first }, { period: last })
    .go({ pages: 'all' });
  return data.map((row) => ({
    period: row.period,
    fee_invoiced_cents: row.fee_invoiced_cents ?? 0,
    fee_paid_cents: row.fee_paid_cents ?? 0,
    invoices_issued: row.invoices_issued ?? 0,
    invoices_paid: row.invoices_paid ?? 0,
  }));
};
