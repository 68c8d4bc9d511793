/**
 * Stripe's webhook signature: `Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{payload}"
 * keyed with the endpoint's whsec_ secret}` — what `stripe.webhooks.constructEvent` verifies (it also
 * refuses a t older than its tolerance, 300 s by default, so every retry is signed afresh).
 */
import { createHmac } from 'node:crypto';

export const stripeSignature = (payload: string, secret: string, timestamp: number): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

export const stripeSignatureHeader = (
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string => `t=${timestamp},v1=${stripeSignature(payload, secret, timestamp)}`;
