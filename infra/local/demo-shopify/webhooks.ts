/**
 * How Shopify signs a webhook: X-Shopify-Hmac-Sha256 = base64 HMAC-SHA256 of the raw body, keyed with
 * the app secret. For the demo store's order webhooks (a later feature) and for tests.
 */
import { createHmac } from 'node:crypto';

export const signWebhookBody = (rawBody: string, apiSecret: string): string =>
  createHmac('sha256', apiSecret).update(rawBody, 'utf8').digest('base64');
