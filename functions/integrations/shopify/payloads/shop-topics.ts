import * as z from 'zod/mini';
import type {
  ShopifyAppUninstalledV1,
  ShopifyCustomerDataRequestedV1,
  ShopifyCustomerRedactRequestedV1,
  ShopifyShopRedactRequestedV1,
} from '../../../../events/schemas/shopify-shop-events';
import type { WebhookContext } from './context';
import { normalEmail, shopifyId } from './fields';

/** `app/uninstalled` carries the Shop resource; the shop is the verified header's, so any object will do. */
export const appUninstalledPayload = z.looseObject({});

export const normalizeAppUninstalled = (
  _payload: unknown,
  context: WebhookContext,
): ShopifyAppUninstalledV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
});

/**
 * Compliance topic `customers/redact`: { shop_id, shop_domain, customer: { id, email, phone },
 * orders_to_redact: [order ids] }.
 */
export const customersRedactPayload = z.object({
  customer: z.optional(z.object({ email: z.nullish(z.string()) })),
  orders_to_redact: z._default(z.array(shopifyId), []),
});

export const normalizeCustomerRedact = (
  payload: z.infer<typeof customersRedactPayload>,
  context: WebhookContext,
): ShopifyCustomerRedactRequestedV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
  customerEmail: normalEmail(payload.customer?.email),
  orderIds: payload.orders_to_redact,
});

/** Compliance topic `shop/redact` (48 hours after an uninstall): { shop_id, shop_domain }. */
export const shopRedactPayload = z.looseObject({});

export const normalizeShopRedact = (
  _payload: unknown,
  context: WebhookContext,
): ShopifyShopRedactRequestedV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
});

/**
 * Compliance topic `customers/data_request`: { shop_id, shop_domain, customer: { id, email, phone },
 * orders_requested: [order ids], data_request: { id } }. The brand holding the shop is told what the
 * product holds about that customer (the orders it recorded with their e-mail, amounts and creator).
 */
export const customersDataRequestPayload = z.object({
  customer: z.optional(z.object({ email: z.nullish(z.string()) })),
  orders_requested: z._default(z.array(shopifyId), []),
  data_request: z.optional(z.object({ id: z.optional(shopifyId) })),
});

export const normalizeCustomerDataRequest = (
  payload: z.infer<typeof customersDataRequestPayload>,
  context: WebhookContext,
): ShopifyCustomerDataRequestedV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
  brandId: context.brandId,
  dataRequestId: payload.data_request?.id ?? null,
  customerEmail: normalEmail(payload.customer?.email),
  orderIds: payload.orders_requested,
});
