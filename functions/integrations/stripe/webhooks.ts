import { createHmac, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeWebhookSecret } from './env';

/** Stripe's default: a signature older than 5 minutes is refused (replays of captured deliveries). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A delivery whose Stripe-Signature does not verify: missing, malformed, wrong or stale. */
export class StripeSignatureError extends Error {
  override name = 'StripeSignatureVerificationError';
}

/** The signature scheme Stripe signs with (`v1=` entries of the header). */
const SCHEME = 'v1';

const utf8 = new TextDecoder('utf8');

/** The header's timestamp and its signatures of our scheme, read as the SDK reads them. */
const parseHeader = (header: string) =>
  header.split(',').reduce(
    (details, item) => {
      const [key, value = ''] = item.split('=');
      if (key === 't') details.timestamp = Number.parseInt(value, 10);
      if (key === SCHEME) details.signatures.push(value);
      return details;
    },
    { timestamp: -1, signatures: [] as string[] },
  );

const sameSignature = (expected: string, candidate: string): boolean =>
  candidate.length === expected.length && timingSafeEqual(Buffer.from(expected), Buffer.from(candidate));

/**
 * Verifies a delivery as the Stripe SDK's `webhooks.constructEvent` does, without loading the SDK (issue 33:
 * the webhook function calls no Stripe API, and the SDK was half of its bundle): Stripe-Signature
 * `t=…,v1=…[,v1=…]`, one v1 equal to the HMAC-SHA256 of `${t}.${rawBody}` with the endpoint secret
 * (compared in constant time), and t at most WEBHOOK_TOLERANCE_SECONDS old. Returns the event the body
 * carries. Throws StripeSignatureError on a bad, missing or stale signature, SyntaxError on a signed body
 * that is not JSON, and StripeNotConfiguredError without a webhook secret.
 * functions/integrations/tests/unit/stripe-webhook-signature.test.ts holds it to the SDK's answers.
 */
export const verifyStripeWebhook = (
  rawBody: Buffer,
  signature: string | undefined,
  now = Date.now(),
): Stripe.Event => {
  const secret = stripeWebhookSecret();
  if (!signature) throw new StripeSignatureError('No stripe-signature header value was provided.');
  const payload = utf8.decode(rawBody);
  const { timestamp, signatures } = parseHeader(signature);
  if (timestamp === -1)
    throw new StripeSignatureError('Unable to extract timestamp and signatures from header');
  if (signatures.length === 0) throw new StripeSignatureError('No signatures found with expected scheme');
  if (/^\s*$/.test(secret)) throw new StripeSignatureError('No webhook secret value was provided.');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  if (!signatures.some((candidate) => sameSignature(expected, candidate)))
    throw new StripeSignatureError('No signatures found matching the expected signature for payload.');
  if (Math.floor(now / 1000) - timestamp > WEBHOOK_TOLERANCE_SECONDS)
    throw new StripeSignatureError('Timestamp outside the tolerance zone');
  const event = JSON.parse(payload) as Stripe.Event | { object?: string };
  if (event?.object === 'v2.core.event')
    throw new Error('A thin event notification is not a webhook event: it has no data to verify.');
  return event as Stripe.Event;
};

export const isSignatureError = (error: unknown): boolean => error instanceof StripeSignatureError;
