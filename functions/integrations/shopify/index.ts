/**
 * Shopify for the app side (docs/architecture.md section 7): OAuth install, product import, discount codes,
 * webhook subscriptions and verification, and store URLs, all through @shopify/shopify-api. In the local cloud
 * (SHOPIFY_DEMO_STORE_URL set) the same code talks to the demo store; only the transport changes.
 *
 * Environment: SHOPIFY_API_KEY, SHOPIFY_API_SECRET, SHOPIFY_APP_URL (our public base URL); locally
 * also SHOPIFY_DEMO_STORE_URL. Bundles tree-shake well (esbuild, minified): everything ≈ 115 KB;
 * a handler using only verifyShopifyWebhook or normalizeShopDomain ≈ 6 KB.
 */
export {
  countShopifyProducts,
  createShopifyDiscountCode,
  fetchShopDetails,
  listShopifyProducts,
  MAX_PAGE_SIZE,
} from './admin-api';
export {
  deactivateShopifyDiscount,
  findShopifyCodeDiscount,
  limitShopifyDiscountToOncePerCustomer,
  type ShopifyCodeDiscount,
} from './discount-updates';
export { shopifyAvailable } from './env';
export {
  ShopifyAuthError,
  type ShopifyAuthFailure,
  ShopifyNotConfiguredError,
  ShopifyUserError,
  type ShopifyUserErrorDetail,
} from './errors';
export { beginShopifyAuth, completeShopifyAuth } from './oauth';
export {
  missingShopifyScopes,
  SCOPES_GRANTED_BEFORE_RECORDING,
  SHOPIFY_SCOPES,
  WEBHOOK_TOPIC_SCOPES,
} from './scopes';
export { normalizeShopDomain } from './shop-domain';
export type { ShopifyConnection, ShopifyProduct } from './types';
export { productPageUrl } from './urls';
export {
  SHOP_WEBHOOK_TOPICS,
  type ShopWebhookTopic,
  subscribeShopToWebhooks,
  webhookCallbackUrl,
} from './webhook-subscriptions';
export { readShopifyWebhookHeaders, type ShopifyWebhookHeaders, verifyShopifyWebhook } from './webhooks';
