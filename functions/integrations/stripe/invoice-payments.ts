import type Stripe from 'stripe';
import { stripe } from './client';
import { idempotent } from './idempotency';

/**
 * A brand's money in, through Stripe (docs/architecture.md section 5 "Fast money"): its customer, a card saved by
 * Checkout in setup mode, the off-session charge of an invoice to it, and the refund of a payment that
 * an invoice did not need. Every call that creates or moves something has a deterministic key.
 */

/** The brand's Stripe customer; the key is the brand, so two first clicks make one customer. */
export const createBrandCustomer = async (brand: { brandId: string; name: string }): Promise<string> =>
  (
    await (
      await stripe()
    ).customers.create(
      { name: brand.name || undefined, metadata: { brand_id: brand.brandId } },
      idempotent('brand-customer', brand.brandId),
    )
  ).id;

/** Checkout in setup mode: the brand enters a card once; it is saved to its customer for later charges. */
export const createSetupSession = async (input: {
  brandId: string;
  customerId: string;
  attempt: number;
  successUrl: string;
  cancelUrl: string;
}): Promise<Stripe.Checkout.Session> =>
  (await stripe()).checkout.sessions.create(
    {
      mode: 'setup',
      currency: 'usd',
      customer: input.customerId,
      metadata: { purpose: 'save_payment_method', brand_id: input.brandId },
      setup_intent_data: { metadata: { brand_id: input.brandId } },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    idempotent('payment-method-setup', `${input.brandId}:${input.attempt}`),
  );

export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** The card a completed SetupIntent saved (only what may be shown: brand, last 4, expiry). */
export const savedCardOf = async (setupIntentId: string): Promise<CardDetails | null> => {
  const intent = await (await stripe()).setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  if (intent.status !== 'succeeded') return null;
  const method =
    typeof intent.payment_method === 'string'
      ? await (await stripe()).paymentMethods.retrieve(intent.payment_method)
      : intent.payment_method;
  if (!method?.card) return null;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
  };
};

/**
 * The card a Checkout payment saved for later (a first payment made with setup_future_usage): only when
 * the payment succeeded and its card was kept for off-session use.
 */
export const savedCardOfPayment = async (paymentIntentId: string): Promise<CardDetails | null> => {
  const intent = await (await stripe()).paymentIntents.retrieve(paymentIntentId, {
    expand: ['payment_method'],
  });
  if (intent.status !== 'succeeded' || !intent.setup_future_usage || !intent.payment_method) return null;
  const method =
    typeof intent.payment_method === 'string'
      ? await (await stripe()).paymentMethods.retrieve(intent.payment_method)
      : intent.payment_method;
  if (!method.card || !method.customer) return null;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
  };
};

/** Detaches a card from the customer (a removed or replaced card can no longer be charged). */
export const detachPaymentMethod = async (paymentMethodId: string): Promise<void> => {
  try {
    await (await stripe()).paymentMethods.detach(paymentMethodId);
  } catch (error) {
    // Detached already (a repeat): nothing left to do.
    if ((error as { code?: string }).code === 'resource_missing') return;
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return;
    throw error;
  }
};

export type ChargeOutcome =
  | { outcome: 'succeeded' | 'processing'; paymentIntentId: string }
  | { outcome: 'failed'; paymentIntentId: string | null; reason: string; code: string | null };

/**
 * Charges an invoice to the saved card without the brand present (off_session + confirm). The key is
 * the invoice and the attempt: a retried consumer repeats the same charge; the next scheduled retry is
 * a new one. A decline (Stripe's card error, or a charge that needs the cardholder's authentication)
 * is an outcome, not an exception; network errors and Stripe's 5xx throw so the consumer is retried.
 */
export const chargeInvoiceOffSession = async (input: {
  invoiceNumber: string;
  brandId: string;
  period: string;
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
  attempt: number;
}): Promise<ChargeOutcome> => {
  try {
    const intent = await (await stripe()).paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `Invoice ${input.invoiceNumber} (${input.period})`,
        metadata: {
          invoice_number: input.invoiceNumber,
          brand_id: input.brandId,
          period: input.period,
          attempt: String(input.attempt),
        },
      },
      idempotent('invoice-charge', `${input.invoiceNumber}:${input.attempt}`),
    );
    if (intent.status === 'succeeded') return { outcome: 'succeeded', paymentIntentId: intent.id };
    if (intent.status === 'processing') return { outcome: 'processing', paymentIntentId: intent.id };
    return {
      outcome: 'failed',
      paymentIntentId: intent.id,
      reason: intent.last_payment_error?.message ?? `The payment needs attention (${intent.status}).`,
      code: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? intent.status,
    };
  } catch (error) {
    const stripeError = error as {
      type?: string;
      code?: string;
      decline_code?: string;
      message?: string;
      payment_intent?: { id?: string };
      raw?: { payment_intent?: { id?: string } };
    };
    if (stripeError.type !== 'StripeCardError') throw error;
    return {
      outcome: 'failed',
      paymentIntentId: stripeError.payment_intent?.id ?? stripeError.raw?.payment_intent?.id ?? null,
      reason: stripeError.message ?? 'The card was declined.',
      code: stripeError.decline_code ?? stripeError.code ?? null,
    };
  }
};

/**
 * Refunds a whole payment an invoice did not need (paid already by another, or not its amount). The key
 * is the payment, so however often the duplicate is reported it is refunded once.
 */
export const refundPayment = async (input: {
  paymentIntentId: string;
  invoiceNumber: string;
  reason: 'duplicate' | 'requested_by_customer';
}): Promise<Stripe.Refund> =>
  (await stripe()).refunds.create(
    {
      payment_intent: input.paymentIntentId,
      reason: input.reason,
      metadata: { invoice_number: input.invoiceNumber },
    },
    idempotent('invoice-refund', input.paymentIntentId),
  );
