import { chargeInvoiceOffSession } from '../../integrations';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { recordInvoicePaymentFailure } from '../billing/record-payment-failure';
import { getBillingProfile } from '../entities/brand-billing-profile';
import { getInvoice } from '../entities/invoice';

/**
 * Consumer of InvoiceChargeDue: the invoice is charged off-session to the brand's saved card (at issue,
 * and at each scheduled retry), outside the billing run. The charge is keyed by invoice and attempt, so
 * a repeated event charges once. A success is settled from Stripe's payment_intent.succeeded webhook,
 * like a Checkout payment (settle-charge.consumer.ts); a decline is recorded at once (and again, as the
 * same payment, from payment_intent.payment_failed). Network errors and Stripe's 5xx throw: the event is
 * retried with the same key.
 */
export const handler = consumer('InvoiceChargeDue', async ({ brandId, period, invoiceNumber, attempt }) => {
  const logged = { invoice: invoiceNumber, attempt };
  const [invoice, profile] = await Promise.all([getInvoice(brandId, period), getBillingProfile(brandId)]);
  if (!invoice || invoice.invoice_number !== invoiceNumber || invoice.status === 'paid') {
    log.info('invoice charge not needed', { ...logged, status: invoice?.status });
    return;
  }
  if (!profile.autopay || !profile.payment_method || !profile.stripe_customer_id) {
    log.info('automatic payment is off or no card is saved; not charged', logged);
    return;
  }
  const outcome = await chargeInvoiceOffSession({
    invoiceNumber,
    brandId,
    period,
    amountCents: invoice.amount_cents,
    customerId: profile.stripe_customer_id,
    paymentMethodId: profile.payment_method.id,
    attempt,
  });
  log.info('invoice charged', {
    ...logged,
    outcome: outcome.outcome,
    paymentIntent: outcome.paymentIntentId,
  });
  if (outcome.outcome === 'failed' && outcome.paymentIntentId) {
    await recordInvoicePaymentFailure({
      brandId,
      period,
      paymentId: outcome.paymentIntentId,
      source: 'automatic',
      reason: outcome.reason,
      code: outcome.code,
    });
  }
});
