import * as z from 'zod/mini';
import type {
  ShopifyAppUninstalledV1,
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
 * Compliance topic `customers/data_request`: { shop_id, shop_domain, customer, orders_requested,
 * data_request: { id } }. We hold no customer data beyond the e-mails on orders, which the merchant
 * already has, so the receipt (and its log line) is the whole answer.
 */
export const customersDataRequestPayload = z.looseObject({});
