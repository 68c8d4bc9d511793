// The two small modules, not the integration's index: this Lambda must not bundle @shopify/shopify-api.

import { AppError } from '../../shared/http/errors';
import { countMetric } from '../../shared/metrics/count';
import { normalizeShopDomain } from './shop-domain';
import { readShopifyWebhookHeaders, type ShopifyWebhookHeaders, verifyShopifyWebhook } from './webhooks';

export interface VerifiedDelivery {
  headers: ShopifyWebhookHeaders;
  /** X-Shopify-Shop-Domain, normalized. */
  shopDomain: string;
  /** The exact bytes Shopify signed. */
  body: Buffer;
}

/**
 * Counted (the webhook signature alarm: a spike is a wrong app secret or someone probing the endpoint),
 * with which check failed in the log line only.
 */
const refused = (check: 'headers' | 'hmac' | 'shop_domain') => {
  countMetric('WebhookSignatureFailures', { provider: 'shopify', check });
  // One answer for every failure: a prober learns nothing about which check failed.
  return new AppError('unauthorized', 'This webhook could not be verified.');
};

/**
 * The gate before anything is read or written: the five required X-Shopify-* headers present, and
 * X-Shopify-Hmac-Sha256 the HMAC of the exact body bytes (API Gateway base64-encodes bodies it does not
 * take for text: `isBase64Encoded`) with the app secret. Any failure is a 401.
 */
export const verifyDelivery = (event: {
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}): VerifiedDelivery => {
  const headers = readShopifyWebhookHeaders(event.headers ?? {});
  if (!headers) throw refused('headers');
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (!verifyShopifyWebhook({ rawBody: body, hmacHeader: headers.hmac })) throw refused('hmac');
  // Signed by Shopify, so the header is Shopify's; still, only a shop domain can be one.
  const shopDomain = normalizeShopDomain(headers.shopDomain);
  if (!shopDomain) throw refused('shop_domain');
  return { headers, shopDomain, body };
};
