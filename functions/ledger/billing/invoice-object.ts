/**
 * The invoice as the brand sees it — Billing & Invoices, /api/v1 (`owed.unpaid_invoices`) and the
 * invoice.issued / invoice.paid webhooks alike (issue 31: a payload carries the same fields as the API
 * object it describes, built by one function). No Stripe ids of payments, sessions or cards.
 */
import type * as z from 'zod/mini';
import type { invoice as invoiceShape } from '../../../contracts/billing';
import { platformSettings } from '../../platform';
import { getInvoice } from '../entities/invoice';
import { invoiceCreatorRows } from './invoice-creators';
import { invoiceAmounts } from './invoice-lines';
import { type Invoice, invoiceNumber } from './invoice-rules';

export type InvoiceObject = z.input<typeof invoiceShape>;

export const invoiceObject = (invoice: Invoice): InvoiceObject => ({
  id: invoice.id,
  invoice_number: invoice.invoice_number,
  period: invoice.period,
  status: invoice.status,
  total_sales_cents: invoice.total_sales_cents,
  commission_rate_percent: invoice.commission_rate_percent,
  lines: invoice.lines,
  creators: invoice.creators ?? [],
  amount_cents: invoice.amount_cents,
  issued_at: invoice.issued_at,
  due_at: invoice.due_at,
  paid_at: invoice.paid_at,
  ...(invoice.paid_via ? { paid_via: invoice.paid_via } : {}),
  ...(invoice.refunds?.length
    ? {
        refunds: invoice.refunds.map(({ payment_id: _p, ...refund }) => refund),
        refunded_cents: invoice.refunded_cents ?? 0,
      }
    : {}),
  ...(invoice.payment_failures?.length
    ? { payment_failures: invoice.payment_failures.map(({ payment_id: _p, ...failure }) => failure) }
    : {}),
  next_retry_at: invoice.next_retry_at ?? null,
});

/** The brand's invoice for a period (as the invoice events name it), as it stands now. */
export const invoiceObjectOf = async (
  brandId: string,
  period: string,
): Promise<InvoiceObject | undefined> => {
  const invoice = await getInvoice(brandId, period);
  return invoice ? invoiceObject(invoice) : undefined;
};

/**
 * A realistic invoice for a test event (Send test event): last month's, two creators' sales and
 * commissions, billed by the same arithmetic as a real one (invoiceAmounts, invoiceCreatorRows) at the
 * platform's fee, issued on the 1st and due on the 15th — pending, or paid through Checkout on the 3rd.
 */
export const sampleInvoiceObject = (brandId: string, paid: boolean, now = new Date()): InvoiceObject => {
  const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const issued = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const day = (n: number) => new Date(issued + (n - 1) * 86_400_000).toISOString();
  const counter = (sales: number, commission: number) => ({
    sales_cents: sales,
    commission_cents: commission,
    credited_sales_cents: 0,
    credited_commission_cents: 0,
    ugc_cents: 0,
  });
  const creators = [
    { creator_id: 'cr_sample_1', ...counter(120_000, 18_000) },
    { creator_id: 'cr_sample_2', ...counter(40_000, 6_000) },
  ];
  const brand = counter(160_000, 24_000);
  const amounts = invoiceAmounts(brand, platformSettings.platformFeePercent);
  const usernames = new Map([
    ['cr_sample_1', 'sample_creator'],
    ['cr_sample_2', 'another_creator'],
  ]);
  const number = invoiceNumber(brandId, period);
  return invoiceObject({
    ...amounts,
    id: number,
    invoice_number: number,
    brand_id: brandId,
    brand_name: 'Your brand',
    period,
    status: paid ? 'paid' : 'pending',
    creators: invoiceCreatorRows(amounts, brand, creators, usernames),
    issued_at: day(1),
    due_at: day(15),
    paid_at: paid ? day(3) : null,
    ...(paid ? { paid_via: 'checkout' as const } : {}),
    checkout_session_id: null,
  });
};
