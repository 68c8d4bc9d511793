import * as z from 'zod/mini';

/**
 * A Stripe Checkout Session reached an outcome (webhooks checkout.session.completed,
 * checkout.session.async_payment_succeeded / _failed). `paymentStatus`: paid (money received, or none
 * was due), unpaid (completed, an asynchronous payment still pending: a later event settles it),
 * failed (the asynchronous payment failed). What was paid for is named by clientReferenceId and
 * metadata, which the session's creator set (e.g. the invoice).
 */
export const stripeCheckoutSessionSettledV1 = z.object({
  version: z.literal(1),
  /** The Stripe event (evt_…): the same session can settle in two events (completed, then async). */
  stripeEventId: z.string().check(z.minLength(1)),
  /**
   * Stripe's event time (epoch seconds): when the payment settled, which is when the invoice was paid
   * however late the event is handled. Absent on older events: the time it is handled.
   */
  stripeEventCreated: z.optional(z.int()),
  stripeEventType: z.enum([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
  ]),
  sessionId: z.string().check(z.minLength(1)),
  paymentStatus: z.enum(['paid', 'unpaid', 'failed']),
  clientReferenceId: z.nullable(z.string()),
  metadata: z.record(z.string(), z.string()),
  /** Integer minor units (cents), as Stripe sends them. */
  amountTotal: z.nullable(z.int()),
  /** Lower-case ISO code, as Stripe sends it (usd). */
  currency: z.nullable(z.string()),
  /** payment (an invoice paid) or setup (a card saved for later charges). Absent on older events: payment. */
  mode: z.optional(z.enum(['payment', 'setup'])),
  /** The payment's PaymentIntent (a duplicate payment is refunded through it). */
  paymentIntentId: z.optional(z.nullable(z.string())),
  /** Setup mode: the SetupIntent that saved the card. */
  setupIntentId: z.optional(z.nullable(z.string())),
});

export type StripeCheckoutSessionSettledV1 = z.infer<typeof stripeCheckoutSessionSettledV1>;

export const stripeCheckoutSessionSettledExample: StripeCheckoutSessionSettledV1 = {
  version: 1,
  stripeEventId: 'evt_1QdemoCheckoutCompleted',
  stripeEventCreated: 1_795_442_653,
  stripeEventType: 'checkout.session.completed',
  sessionId: 'cs_test_a1b2c3',
  paymentStatus: 'paid',
  clientReferenceId: 'invoice:BRAND123:2026-10',
  metadata: { invoice_number: 'INV-2026-10-0001' },
  amountTotal: 12_345,
  currency: 'usd',
};
