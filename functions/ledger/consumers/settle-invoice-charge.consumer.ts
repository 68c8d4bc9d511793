import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { recordInvoicePaymentFailure } from '../billing/record-payment-failure';
import { settleInvoicePayment } from '../billing/settle-invoice-payment';
import { getInvoice } from '../entities/invoice';

/**
 * Consumer of StripePaymentIntentSettled (an invoice's automatic charge): succeeded → the invoice is
 * paid and its period settled, exactly as a Checkout payment (or refunded if another payment paid it
 * first); failed → the failure and its reason are recorded on the invoice and the next retry scheduled.
 */
export const handler = consumer('StripePaymentIntentSettled', async (detail) => {
  const { brand_id: brandId, period, invoice_number: number } = detail.metadata;
  const logged = {
    stripeEventId: detail.stripeEventId,
    paymentIntent: detail.paymentIntentId,
    invoice: number,
  };
  if (!brandId || !period || !number) return;
  const invoice = await getInvoice(brandId, period);
  if (!invoice || invoice.invoice_number !== number) {
    log.warn('charge names no invoice of ours; nothing marked', logged);
    return;
  }
  if (detail.stripeEventType === 'payment_intent.payment_failed') {
    await recordInvoicePaymentFailure({
      brandId,
      period,
      paymentId: detail.paymentIntentId,
      source: 'automatic',
      reason: detail.failureMessage ?? 'The payment failed.',
      code: detail.failureCode,
    });
    return;
  }
  const outcome = await settleInvoicePayment(invoice, {
    paymentIntentId: detail.paymentIntentId,
    amountCents: detail.amount,
    currency: detail.currency,
    via: 'automatic',
  });
  log.info('invoice charge settled', { ...logged, outcome });
});
