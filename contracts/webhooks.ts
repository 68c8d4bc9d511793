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
