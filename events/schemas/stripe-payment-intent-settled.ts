import * as z from 'zod/mini';

/**
 * A PaymentIntent reached an outcome (webhooks payment_intent.succeeded / payment_intent.payment_failed):
 * the automatic charge of an invoice to a saved card. What it paid for is named by its metadata (the
 * invoice number, brand and period its creator set); a failure carries Stripe's message and code.
 */
export const stripePaymentIntentSettledV1 = z.object({
  version: z.literal(1),
  stripeEventId: z.string().check(z.minLength(1)),
  stripeEventType: z.enum(['payment_intent.succeeded', 'payment_intent.payment_failed']),
  paymentIntentId: z.string().check(z.minLength(1)),
  /** Integer minor units (cents), as Stripe sends them. */
  amount: z.int(),
  /** Lower-case ISO code (usd). */
  currency: z.string(),
  metadata: z.record(z.string(), z.string()),
  /** For a failure: Stripe's message for the customer, and its decline (or error) code. */
  failureMessage: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
});

export type StripePaymentIntentSettledV1 = z.infer<typeof stripePaymentIntentSettledV1>;

export const stripePaymentIntentSettledExample: StripePaymentIntentSettledV1 = {
  version: 1,
  stripeEventId: 'evt_1QdemoPaymentFailed',
  stripeEventType: 'payment_intent.payment_failed',
  paymentIntentId: 'pi_3QdemoCharge',
  amount: 12_345,
  currency: 'usd',
  metadata: { invoice_number: 'INV-202610-00000000', brand_id: 'br_01', period: '2026-10', attempt: '0' },
  failureMessage: 'Your card has insufficient funds.',
  failureCode: 'insufficient_funds',
};
