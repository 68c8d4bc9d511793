/**
 * The integrations module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { claimStoreItem, getStoreClaim, releaseStoreItem, storeHolder } from './entities/store-claim';
export { SHOPIFY_API_VERSION } from './shopify/client';
export {
  createSampleStoreOrder,
  type SampleStoreOrderInput,
  sampleOrderTag,
} from './shopify/draft-orders';
export type { ShopifyConnection, ShopifyProduct } from './shopify/index';
export {
  beginShopifyAuth,
  completeShopifyAuth,
  countShopifyProducts,
  createShopifyDiscountCode,
  deactivateShopifyDiscount,
  fetchShopDetails,
  findShopifyCodeDiscount,
  limitShopifyDiscountToOncePerCustomer,
  listShopifyProducts,
  normalizeShopDomain,
  productPageUrl,
  SHOPIFY_SCOPES,
  ShopifyAuthError,
  ShopifyNotConfiguredError,
  ShopifyUserError,
  shopifyAvailable,
} from './shopify/index';
export { normalizeOrderPaid, ordersPaidPayload } from './shopify/payloads/orders-paid';
export { readPayload } from './shopify/read-payload';
export { missingShopifyScopes } from './shopify/scopes';
export { webhookTopics } from './shopify/topics';
export { recordRefusedTopics } from './shopify/webhook-health';
export { subscribeShopToWebhooks } from './shopify/webhook-subscriptions';
export { normalizedStoreDomain, StoreAlreadyConnectedError } from './store/store-ownership';
export { productHandle, type StoreAddress, storeProductUrl } from './store/store-product-url';
export { StripeNotConfiguredError } from './stripe/errors';
export { stripeEventTypes } from './stripe/event-types';
export type { CardDetails } from './stripe/index';
export {
  appUrl,
  chargeInvoiceOffSession,
  createBrandCustomer,
  createExpressAccount,
  createOnboardingLink,
  createSetupSession,
  detachPaymentMethod,
  idempotent,
  type PlatformBalance,
  platformBalance,
  refundPayment,
  savedCardOf,
  savedCardOfPayment,
  stripe,
} from './stripe/index';
export type { TransferFailure } from './stripe/transfers';
export { findPayoutTransfer, transferFailureOf, transferPayout } from './stripe/transfers';
