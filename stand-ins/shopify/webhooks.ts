/**
 * How Shopify signs a webhook: X-Shopify-Hmac-Sha256 = base64 HMAC-SHA256 of the raw body, keyed with
 * the app secret. Used by the demo store's webhook deliveries (webhook-delivery.ts) and by tests.
 */
import { createHmac } from 'node:crypto';

export const signWebhookBody = (rawBody: string, apiSecret: string): string =>
  createHmac('sha256', apiSecret).update(rawBody, 'utf8').digest('base64');
