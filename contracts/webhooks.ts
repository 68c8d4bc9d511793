/** Deliveries from the services we integrate with, verified by their signatures (not by a user's token). */
import * as z from 'zod/mini';
import { defineContract } from './http';

/** What Shopify's retry logic needs to know: any 2xx ends its retries, so the body is for people and tests. */
export const shopifyWebhookOutcomes = [
  /** Recorded: its event is in the outbox (or, for customers/data_request, its receipt alone). */
  'accepted',
  /** This webhook id was recorded before: nothing more was written. */
  'duplicate',
  /** A topic we do not handle (verified, answered so Shopify stops retrying), nothing written. */
  'ignored',
] as const;

/**
 * Shopify webhooks (orders/paid, refunds/create, orders/cancelled, app/uninstalled and the compliance
 * topics). The body is Shopify's JSON, read only after X-Shopify-Hmac-Sha256 (the HMAC of the exact bytes
 * with the app secret) and the five required X-Shopify-* headers are checked: a bad delivery is a 401 and
 * writes nothing. There is no body schema here on purpose: the body is never parsed before that check.
 */
export const receiveShopifyWebhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/shopify',
  auth: 'public',
  summary: 'Receives a Shopify webhook delivery (HMAC-verified, idempotent by webhook id)',
  responses: {
    200: z.object({ outcome: z.enum(shopifyWebhookOutcomes), topic: z.string() }),
  },
});

/** What Stripe's retry logic needs: any 2xx ends its retries, so the body is for people and tests. */
export const stripeWebhookOutcomes = [
  /** Recorded: its receipt and its event (StripeCheckoutSessionSettled, …) are in the outbox. */
  'accepted',
  /** This Stripe event id was recorded before: nothing more was written. */
  'duplicate',
  /** A type we do not act on: verified and receipted (so a resend is a duplicate), no event. */
  'ignored',
] as const;

/**
 * Stripe webhooks (checkout.session.completed / async_payment_succeeded / async_payment_failed,
 * account.updated, transfer.reversed). The body is Stripe's event JSON, read only after Stripe-Signature
 * (`t=…,v1=…`, HMAC-SHA256 of `t.body` with the endpoint secret, at most 5 minutes old) is checked with
 * the SDK's constructEvent: a bad delivery is a 400 and writes nothing. No body schema on purpose.
 */
export const receiveStripeWebhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/stripe',
  auth: 'public',
  summary: 'Receives a Stripe webhook event (signature-verified, idempotent by event id)',
  responses: {
    200: z.object({ outcome: z.enum(stripeWebhookOutcomes), type: z.string() }),
  },
});
