// The two small modules, not the integration's index: this Lambda must not bundle @shopify/shopify-api.

import { AppError } from '../../shared/http/errors';
import { normalizeShopDomain } from './shop-domain';
import { readShopifyWebhookHeaders, type ShopifyWebhookHeaders, verifyShopifyWebhook } from './webhooks';

export interface VerifiedDelivery {
  headers: ShopifyWebhookHeaders;
  /** X-Shopify-Shop-Domain, normalized. */
  shopDomain: string;
  /** The exact bytes Shopify signed. */
  body: Buffer;
}

const refused = () =>
  // One answer for every failure: a prober learns nothing about which check failed.
  new AppError('unauthorized', 'This webhook could not be verified.');

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
  if (!headers) throw refused();
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (!verifyShopifyWebhook({ rawBody: body, hmacHeader: headers.hmac })) throw refused();
  // Signed by Shopify, so the header is Shopify's; still, only a shop domain can be one.
  const shopDomain = normalizeShopDomain(headers.shopDomain);
  if (!shopDomain) throw refused();
  return { headers, shopDomain, body };
};
