import { createHmac, timingSafeEqual } from 'node:crypto';
import { shopifyEnv } from './env';

/**
 * Verifies a Shopify webhook: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body (the
 * exact bytes received, before any JSON parsing) keyed with the app secret. Compared in constant time.
 * Pure node:crypto, so a webhook-only handler need not bundle the Shopify library.
 */
export function verifyShopifyWebhook(input: { rawBody: string; hmacHeader: string | undefined }): boolean {
  const { apiSecret } = shopifyEnv();
  if (!input.hmacHeader) return false;
  const expected = createHmac('sha256', apiSecret).update(input.rawBody, 'utf8').digest();
  const received = Buffer.from(input.hmacHeader.trim(), 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
