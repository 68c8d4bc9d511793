import Stripe from 'stripe';
import { stripeWebhookSecret } from './env';

/** Stripe's default: a signature older than 5 minutes is refused (replays of captured deliveries). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a delivery with the SDK's own check (Stripe-Signature `t=…,v1=…`: HMAC-SHA256 of
 * `${t}.${rawBody}` with the endpoint secret, and t within the tolerance) and returns the event it
 * carries. Throws Stripe's SignatureVerificationError on a bad, missing or stale signature, and
 * StripeNotConfiguredError without a webhook secret. Needs no API key: a static SDK helper.
 */
export const verifyStripeWebhook = (
  rawBody: Buffer,
  signature: string | undefined,
  now = Date.now(),
): Stripe.Event =>
  Stripe.webhooks.constructEvent(
    rawBody,
    signature ?? '',
    stripeWebhookSecret(),
    WEBHOOK_TOLERANCE_SECONDS,
    undefined,
    // Milliseconds: the SDK divides by 1000 itself.
    now,
  );

export const isSignatureError = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeSignatureVerificationError;
