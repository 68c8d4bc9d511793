/**
 * Money in = money owed (docs/architecture.md section 5): an invoice is paid by exactly one payment. The first
 * payment that pays its full amount marks it paid (payInvoice's conditional write); any other payment
 * that lands for it — a second tab's Checkout, an automatic charge racing a manual payment, or a
 * payment that does not match the amount — is refunded in full through Stripe (keyed by the payment,
 * so once) and recorded on the invoice, where the brand sees it.
 */
import { refundPayment } from '../../integrations';
import { applied } from '../../shared/data/client';
import { log } from '../../shared/log';
import { getInvoice, invoiceEntity } from '../entities/invoice';
import type { Invoice, InvoiceRefund, PaymentSource } from './invoice-rules';
import { payInvoice } from './pay-invoice';

export interface ReceivedPayment {
  /** The PaymentIntent (what a refund names); a Checkout payment without one is named by its session. */
  paymentIntentId: string | null;
  /** Another name the same payment may have been recorded by (its Checkout Session). */
  sessionId?: string;
  amountCents: number | null;
  currency: string | null;
  via: PaymentSource;
}

export type PaymentOutcome = 'paid' | 'repeated' | 'refunded' | 'unrefundable';

const isSamePayment = (invoice: Invoice, payment: ReceivedPayment): boolean =>
  invoice.paid_by !== undefined
    ? invoice.paid_by === payment.paymentIntentId || invoice.paid_by === payment.sessionId
    : // Paid before payments were recorded by id: its last Checkout Session is the payment that paid it.
      payment.sessionId !== undefined && invoice.checkout_session_id === payment.sessionId;

const refund = async (
  invoice: Invoice,
  payment: ReceivedPayment,
  reason: string,
  now: Date,
): Promise<PaymentOutcome> => {
  if (!payment.paymentIntentId) {
    log.error('payment to refund names no PaymentIntent; a person must refund it', {
      invoice: invoice.invoice_number,
      session: payment.sessionId,
    });
    return 'unrefundable';
  }
  const made = await refundPayment({
    paymentIntentId: payment.paymentIntentId,
    invoiceNumber: invoice.invoice_number,
    reason: 'duplicate',
  });
  const entry: InvoiceRefund = {
    refund_id: made.id,
    payment_id: payment.paymentIntentId,
    amount_cents: made.amount,
    reason,
    refunded_at: now.toISOString(),
  };
  // Once per payment (the refund's own key makes Stripe refund once).
  const recorded = await applied(
    invoiceEntity
      .patch(invoice)
      .append({ refunds: [entry] })
      .add({ refunded_cents: entry.amount_cents, refunded_payments: [entry.payment_id] })
      .where(
        (attr, op) =>
          `${op.notExists(attr.refunded_payments)} OR ${op.notContains(attr.refunded_payments, entry.payment_id)}`,
      )
      .go(),
  );
  log.warn('payment refunded', {
    invoice: invoice.invoice_number,
    payment: payment.paymentIntentId,
    refund: made.id,
    amount: made.amount,
    reason,
    recorded,
  });
  return 'refunded';
};

/** A succeeded payment for `invoice`: pays it, or is refunded. Idempotent per payment. */
export const settleInvoicePayment = async (
  invoice: Invoice,
  payment: ReceivedPayment,
  now = new Date(),
): Promise<PaymentOutcome> => {
  if (payment.amountCents !== invoice.amount_cents || payment.currency !== 'usd') {
    return refund(
      invoice,
      payment,
      `The payment (${payment.amountCents ?? '?'} ${payment.currency ?? ''}) did not match the invoice's amount.`,
      now,
    );
  }
  if (invoice.status !== 'paid') {
    const id = payment.paymentIntentId ?? payment.sessionId;
    if (!id) throw new Error('a payment without an id');
    if (await payInvoice(invoice, now, { id, via: payment.via })) return 'paid';
  }
  // Paid already: by this payment (a repeated event), or by another one (this one is refunded).
  const current = (await getInvoice(invoice.brand_id, invoice.period)) ?? invoice;
  if (isSamePayment(current, payment)) return 'repeated';
  return refund(current, payment, 'The invoice was already paid by another payment.', now);
};
