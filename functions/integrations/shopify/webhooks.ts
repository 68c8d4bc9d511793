import { createHmac, timingSafeEqual } from 'node:crypto';
import { shopifyEnv } from './env';

/**
 * Verifies a Shopify webhook: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body (the
 * exact bytes received, before any JSON parsing) keyed with the app secret. Compared in constant time.
 * Pure node:crypto, so a webhook-only handler need not bundle the Shopify library. Pass the body as
 * bytes when you have them: a string is taken as its UTF-8 encoding.
 */
export function verifyShopifyWebhook(input: {
  rawBody: string | Uint8Array;
  hmacHeader: string | undefined;
}): boolean {
  const { apiSecret } = shopifyEnv();
  if (!input.hmacHeader) return false;
  const bytes = typeof input.rawBody === 'string' ? Buffer.from(input.rawBody, 'utf8') : input.rawBody;
  const expected = createHmac('sha256', apiSecret).update(bytes).digest();
  const received = Buffer.from(input.hmacHeader.trim(), 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The headers Shopify sends with every delivery (lower-cased, as API Gateway v2 passes them). */
export interface ShopifyWebhookHeaders {
  /** e.g. 'orders/paid' */
  topic: string;
  hmac: string;
  /** The shop's myshopify.com domain. */
  shopDomain: string;
  apiVersion: string;
  /** One delivery's id, the same on Shopify's retries of it: what a receipt is keyed by. */
  webhookId: string;
  /** The event behind the delivery (shared by the deliveries of one event to several subscriptions); may be absent. */
  eventId: string | null;
  /** When Shopify triggered the delivery; may be absent. */
  triggeredAt: string | null;
}

/** The five headers every Shopify webhook carries (as @shopify/shopify-api's webhooks.validate requires). */
export const REQUIRED_WEBHOOK_HEADERS = [
  'x-shopify-topic',
  'x-shopify-hmac-sha256',
  'x-shopify-shop-domain',
  'x-shopify-api-version',
  'x-shopify-webhook-id',
] as const;

/** The delivery's headers, or undefined when one of the five required is missing or blank. */
export function readShopifyWebhookHeaders(
  headers: Record<string, string | undefined>,
): ShopifyWebhookHeaders | undefined {
  const value = (name: string) => headers[name]?.trim() || undefined;
  const [topic, hmac, shopDomain, apiVersion, webhookId] = REQUIRED_WEBHOOK_HEADERS.map(value);
  if (!topic || !hmac || !shopDomain || !apiVersion || !webhookId) return undefined;
  return {
    topic,
    hmac,
    shopDomain,
    apiVersion,
    webhookId,
    eventId: value('x-shopify-event-id') ?? null,
    triggeredAt: value('x-shopify-triggered-at') ?? null,
  };
}
