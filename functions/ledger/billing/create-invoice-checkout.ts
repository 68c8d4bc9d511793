import type Stripe from 'stripe';
import { appUrl, idempotent, stripe } from '../../integrations';
import type { Actor } from '../../shared/audit/actor';
import { applied } from '../../shared/data/client';
import { AppError } from '../../shared/http/errors';
import { log } from '../../shared/log';
import { getBillingProfile } from '../entities/brand-billing-profile';
import { getInvoice, invoiceEntity } from '../entities/invoice';
import type { Invoice } from './invoice-rules';
import { ensureStripeCustomer } from './save-payment-method';

/** A session that would expire within this long is replaced rather than handed out again. */
const MIN_SESSION_LIFE_S = 15 * 60;

/**
 * One payment per invoice (docs/architecture.md section 5): the invoice's open Checkout Session is handed out again
 * (two tabs, a second click: the same page, so only one can be paid); one that can no longer serve
 * (about to expire, another amount) is expired at Stripe (checkout.sessions.expire) before a new one is
 * opened; a session whose payment is already under way refuses a new one. Should a second payment land
 * anyway, it is refunded (settle-invoice-payment.ts).
 */
const reusableSession = async (invoice: Invoice, now: Date): Promise<string | null> => {
  if (!invoice.checkout_session_id) return null;
  const previous = await (await stripe()).checkout.sessions.retrieve(invoice.checkout_session_id);
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
    await (await stripe()).checkout.sessions.expire(sessionId);
  } catch (error) {
    if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
    log.info('checkout session already closed; not expired', { sessionId });
  }
};

/**
 * How often a request that lost the race to record its session looks again: each round re-reads the
 * invoice, and a loss means another request recorded a session meanwhile, which the next round hands out.
 */
const MAX_ROUNDS = 3;

/**
 * Pay Invoice: the URL of the invoice's one open Checkout Session for its amount. The invoice number is
 * the client_reference_id and, with the brand and period, the metadata the webhook consumer marks it
 * paid by.
 *
 * A double click, two tabs or a retry get the same session, whenever each reads the invoice:
 * - one that reads it after a session was recorded hands that session out again (reusableSession);
 * - a new session's idempotency key is the invoice, its amount and the attempt — how many sessions were
 *   recorded before, which only grows when the recorded one can no longer serve (expired, about to,
 *   another amount, a failed payment) — so requests that read the same invoice open the same session;
 * - the attempt is recorded by a conditional write: one session per attempt. A request that loses it
 *   (it read the invoice before another recorded a newer session, or opened its session with other
 *   parameters) closes the session it opened, if that is not the recorded one, and hands out the
 *   recorded one: never two open sessions, so never two payments through Checkout.
 */
export const createInvoiceCheckout = async (
  invoice: Invoice,
  /** Who asks to pay: recorded with the session, so the invoice's audit entry names them when it is paid. */
  actor: Actor,
  now = new Date(),
): Promise<string> => {
  let current = invoice;
  for (let round = 1; ; round++) {
    const reused = await reusableSession(current, now);
    if (reused) return reused;
    const attempt = current.checkout_sessions ?? 0;
    const session = await openSession(current, attempt);
    if (!session.url) throw new Error(`Stripe returned no URL for session ${session.id}`);
    // Recorded once per attempt: false when the invoice has moved on (this attempt's session, or a
    // later one, is recorded already) or is paid.
    const recorded = invoiceEntity
      .patch(current)
      .set({ checkout_session_id: session.id, checkout_sessions: attempt + 1, checkout_actor: actor })
      .where(
        (attr, op) =>
          `${op.ne(attr.status, 'paid')} AND (${op.notExists(attr.checkout_sessions)} OR ${op.eq(attr.checkout_sessions, attempt)})`,
      );
    if (await applied(recorded.go())) return session.url;
    const latest = await getInvoice(current.brand_id, current.period);
    if (latest?.checkout_session_id === session.id && latest.status !== 'paid') return session.url;
    if (latest?.checkout_session_id !== session.id) await expireSession(session.id);
    if (!latest) throw new AppError('not_found', 'Invoice not found');
    if (latest.status === 'paid') throw new AppError('conflict', 'This invoice is already paid.');
    if (round >= MAX_ROUNDS)
      throw new AppError('conflict', 'The payment page for this invoice is being opened; try again.');
    log.info('another request recorded a checkout session first; handing out that one', {
      invoice: current.invoice_number,
      closed: session.id,
      recorded: latest.checkout_session_id,
    });
    current = latest;
  }
};

/** Opens the Checkout Session of an attempt (the same one again for the same key and parameters). */
const openSession = async (invoice: Invoice, attempt: number): Promise<Stripe.Checkout.Session> => {
  // No card saved yet: the payment keeps its card for later (setup_future_usage, on the brand's Stripe
  // customer), so the brand can turn on automatic payment without entering it again.
  const profile = await getBillingProfile(invoice.brand_id);
  const keepCard = profile.payment_method === null;
  const customer = keepCard
    ? await ensureStripeCustomer({ id: invoice.brand_id, brand_name: invoice.brand_name })
    : null;
  // The parameters that may differ between two requests of one attempt are in the key (a card saved in
  // between): other parameters under the same key would be Stripe's idempotency error, not a session.
  const key = `${invoice.invoice_number}:${invoice.amount_cents}:${attempt}${customer ? `:${customer}` : ''}`;
  return (await stripe()).checkout.sessions.create(
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
    idempotent('invoice-checkout', key),
  );
};
