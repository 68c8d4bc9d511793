/**
 * An invoice is paid (from Stripe's webhook only): in one transaction the invoice turns paid, its period
 * is settled (the commissions it pays for become payable as their holds end) and the brand's
 * Commissions Paid grows — and what it owes shrinks — by the commissions it paid, net of credits.
 */
import { stripeActor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { countMetric } from '../../shared/metrics/count';
import { invoiceEntity } from '../entities/invoice';
import { moneyService } from '../entities/money-service';
import { revenuePaidOperation } from '../entities/platform-revenue';
import { commissionsPaidMove } from '../entities/sales-side-items';
import { invoiceNoticeItem } from './invoice-announcements';
import type { Invoice, PaymentSource } from './invoice-rules';
import { settlePeriodOperations } from './settle-period';

/** The commissions an invoice pays for: its commission line net of its refund credits. */
export const commissionsPaidBy = (invoice: Pick<Invoice, 'lines'>): number =>
  invoice.lines
    .filter((line) => line.kind === 'commissions' || line.kind === 'refund_credits')
    .reduce((sum, line) => sum + line.amount_cents, 0);

/**
 * The transaction's named operations: pending | overdue → paid, once, by one payment, out of the unpaid
 * and retry indexes; the period settled; the brand's totals moved; the brand told (InvoicePaid).
 */
export const paidOperations = (
  invoice: Invoice,
  paidAt: Date,
  payment: { id: string; via: PaymentSource },
) => ({
  invoice: transactional(invoiceEntity)
    .patch(invoice)
    .set({ status: 'paid', paid_at: paidAt.toISOString(), paid_by: payment.id, paid_via: payment.via })
    .remove(['next_retry_at', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'])
    .where((attr, op) => op.ne(attr.status, 'paid'))
    .commit(),
  // An invoice exists only for a month that bills something, so nothing settled this period before.
  ...settlePeriodOperations(invoice.brand_id, invoice.period, 'invoice_paid', paidAt),
  brandStats: commissionsPaidMove(invoice.brand_id, commissionsPaidBy(invoice)),
  // Issue 36: the period's paid fee revenue (the operator console's Money), once with the payment.
  revenue: revenuePaidOperation(invoice),
  // The brand is told it is paid, once: with the payment.
  paidEvent: invoiceNoticeItem('InvoicePaid', invoice, paidAt),
  // Issue 35: on the brand's audit log, paid by the member who opened Checkout, or by Stripe (autopay).
  audit: auditEntry(
    invoice.brand_id,
    payment.via === 'checkout' && invoice.checkout_actor ? invoice.checkout_actor : stripeActor,
    {
      kind: 'invoice.paid',
      subject: { type: 'invoice', id: invoice.invoice_number, label: invoice.invoice_number },
      before: { status: invoice.status, amount_cents: invoice.amount_cents },
      after: {
        status: 'paid',
        amount_cents: invoice.amount_cents,
        paid_via: payment.via,
        paid_at: paidAt.toISOString(),
      },
    },
    // Recorded now: paidAt is Stripe's event time (whole seconds, and a redelivery's is older), which
    // would file the entry before changes recorded meanwhile.
  ).commit(),
});

/**
 * Returns false when the invoice was paid already (by this payment: a repeated event; or by another:
 * the caller refunds it). `payment` is the payment that pays it (its PaymentIntent, else its session).
 */
export const payInvoice = async (
  invoice: Invoice,
  paidAt: Date,
  payment: { id: string; via: PaymentSource },
): Promise<boolean> => {
  const outcome = await writeTransaction(moneyService, () => paidOperations(invoice, paidAt, payment));
  if (outcome.ok) {
    countMetric('InvoicesPaid', {
      brandId: invoice.brand_id,
      invoiceNumber: invoice.invoice_number,
      via: payment.via,
    });
    return true;
  }
  if (outcome.refused.length > 0) return false;
  throw new Error(`Invoice ${invoice.invoice_number} not marked paid: the transaction kept conflicting`);
};
