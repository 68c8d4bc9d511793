import type Stripe from 'stripe';
import { appUrl, idempotent, stripe } from '../../integrations';
import { AppError } from '../../shared/http/errors';
import { log } from '../../shared/log';
import { getBillingProfile } from '../entities/brand-billing-profile';
import { type Invoice, recordCheckoutSession } from '../entities/invoice';
import { ensureStripeCustomer } from './save-payment-method';

/** A session that would expire within this long is replaced rather than handed out again. */
const MIN_SESSION_LIFE_S = 15 * 60;

/**
 * One payment per invoice (DESIGN.md section 5): the invoice's open Checkout Session is handed out again
 * (two tabs, a second click: the same page, so only one can be paid); one that can no longer serve
 * (about to expire, another amount) is expired at Stripe (checkout.sessions.expire) before a new one is
 * opened; a session whose payment is already under way refuses a new one. Should a second payment land
 * anyway, it is refunded (settle-invoice-payment.ts).
 */
const reusableSession = async (invoice: Invoice, now: Date): Promise<string | null> => {
  if (!invoice.checkout_session_id) return null;
  const previous = await stripe().checkout.sessions.retrieve(invoice.checkout_session_id);
  if (previous.status === 'open') {
    const lifeLeft = previous.expires_at - Math.floor(now.getTime() / 1000);
    if (previous.url && previous.amount_total === invoice.amount_cents && lifeLeft > MIN_SESSION_LIFE_S)
      return previous.url;
    await expireSession(previous.id);
    return null;
  }
  if (previous.status === 'complete') {
    const paymentId =
      typeof previous.payment_intent === 'string' ? previous.payment_intent : previous.payment_intent?.id;
    const failed = invoice.payment_failures?.some((failure) => failure.payment_id === paymentId);
    if (previous.payment_status === 'paid')
      throw new AppError('conflict', 'This invoice has just been paid; it will show as paid in a moment.');
    if (!failed)
      throw new AppError(
        'conflict',
        'A payment for this invoice is being processed. It will show here once it clears.',
      );
  }
  return null;
};

/** Expires a session at Stripe; one no longer open (paid or expired meanwhile) is left as it is. */
const expireSession = async (sessionId: string) => {
  try {
    await stripe().checkout.sessions.expire(sessionId);
  } catch (error) {
    if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
    log.info('checkout session already closed; not expired', { sessionId });
  }
};

/**
 * Pay Invoice: the URL of the invoice's one open Checkout Session for its amount. The invoice number is
 * the client_reference_id and, with the brand and period, the metadata the webhook consumer marks it
 * paid by. A new session's idempotency key is the invoice number and how many sessions it has had: a
 * double click (or a retry) gets the same session.
 */
export const createInvoiceCheckout = async (invoice: Invoice, now = new Date()): Promise<string> => {
  const reused = await reusableSession(invoice, now);
  if (reused) return reused;
  const attempt = invoice.checkout_sessions ?? 0;
  // No card saved yet: the payment keeps its card for later (setup_future_usage, on the brand's Stripe
  // customer), so the brand can turn on automatic payment without entering it again.
  const profile = await getBillingProfile(invoice.brand_id);
  const keepCard = profile.payment_method === null;
  const customer = keepCard
    ? await ensureStripeCustomer({ id: invoice.brand_id, brand_name: invoice.brand_name })
    : null;
  const session: Stripe.Checkout.Session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      ...(customer ? { customer, payment_intent_data: { setup_future_usage: 'off_session' as const } } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: invoice.amount_cents,
            product_data: { name: `Invoice ${invoice.invoice_number} (${invoice.period})` },
          },
        },
      ],
      client_reference_id: invoice.invoice_number,
      metadata: {
        brand_id: invoice.brand_id,
        period: invoice.period,
        invoice_number: invoice.invoice_number,
      },
      success_url: `${appUrl()}/brand/account?tab=billing&paid=${invoice.invoice_number}`,
      cancel_url: `${appUrl()}/brand/account?tab=billing`,
    },
    idempotent('invoice-checkout', `${invoice.invoice_number}:${attempt}`),
  );
  await recordCheckoutSession(invoice.brand_id, invoice.period, session.id, attempt);
  if (!session.url) throw new Error(`Stripe returned no URL for session ${session.id}`);
  return session.url;
};
