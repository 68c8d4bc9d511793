import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { recordInvoicePaymentFailure } from '../billing/record-payment-failure';
import { saveCardFromPayment, saveCardFromSetup } from '../billing/save-payment-method';
import { settleInvoicePayment } from '../billing/settle-invoice-payment';
import { getInvoice } from '../entities/invoice';

/**
 * Consumer of StripeCheckoutSessionSettled. A setup session saves the brand's card. An invoice's
 * payment session: paid → the invoice is paid (only from here, never from the browser's return) with
 * its period settled, or — paid already by another payment, or not its amount — the payment is refunded
 * (settle-invoice-payment.ts); failed (a bank payment that did not go through) → recorded on the
 * invoice for the brand to see. Idempotent: a repeated event changes nothing more.
 */
export const handler = consumer('StripeCheckoutSessionSettled', async (detail) => {
  const { brand_id: brandId, period, invoice_number: number, purpose } = detail.metadata;
  const logged = { stripeEventId: detail.stripeEventId, sessionId: detail.sessionId, invoice: number };
  if (detail.mode === 'setup' || purpose === 'save_payment_method') {
    if (brandId && detail.setupIntentId) await saveCardFromSetup(brandId, detail.setupIntentId);
    return;
  }
  if (!brandId || !period || !number) return; // Not an invoice's session.
  const invoice = await getInvoice(brandId, period);
  if (!invoice || invoice.invoice_number !== number) {
    log.warn('settled session names no invoice of ours; nothing marked', logged);
    return;
  }
  if (detail.paymentStatus === 'failed') {
    await recordInvoicePaymentFailure({
      brandId,
      period,
      paymentId: detail.paymentIntentId ?? detail.sessionId,
      source: 'checkout',
      reason: 'The bank payment did not go through.',
      code: 'async_payment_failed',
    });
    return;
  }
  if (detail.paymentStatus !== 'paid') {
    log.info('invoice checkout not paid yet', { ...logged, paymentStatus: detail.paymentStatus });
    return;
  }
  // Paid when Stripe settled the payment, however late its event is handled.
  const paidAt =
    detail.stripeEventCreated === undefined ? new Date() : new Date(detail.stripeEventCreated * 1000);
  const outcome = await settleInvoicePayment(
    invoice,
    {
      paymentIntentId: detail.paymentIntentId ?? null,
      sessionId: detail.sessionId,
      amountCents: detail.amountTotal,
      currency: detail.currency,
      via: 'checkout',
    },
    paidAt,
  );
  log.info('invoice checkout settled', { ...logged, outcome });
  // The card the payment kept was saved with it: the same instant.
  if (outcome === 'paid' && detail.paymentIntentId)
    await saveCardFromPayment(brandId, detail.paymentIntentId, paidAt);
});
