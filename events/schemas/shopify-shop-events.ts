import * as z from 'zod/mini';

const shop = z.string().check(z.minLength(1));
const webhookId = z.string().check(z.minLength(1));

/** The merchant uninstalled the app (webhook `app/uninstalled`): the store reads as disconnected. */
export const shopifyAppUninstalledV1 = z.object({ version: z.literal(1), shopDomain: shop, webhookId });

/**
 * Shopify's mandatory compliance topic `customers/redact`: erase this customer's e-mail from the
 * orders we keep for the shop (the orders named, or all of the shop's orders with that e-mail).
 */
export const shopifyCustomerRedactRequestedV1 = z.object({
  version: z.literal(1),
  shopDomain: shop,
  webhookId,
  /** Lower-cased; null when Shopify sends only order ids. */
  customerEmail: z.nullable(z.string()),
  orderIds: z.array(z.string()),
});

/** Shopify's mandatory compliance topic `shop/redact` (48 h after uninstall): erase the shop's order data. */
export const shopifyShopRedactRequestedV1 = z.object({ version: z.literal(1), shopDomain: shop, webhookId });

/**
 * Shopify's mandatory compliance topic `customers/data_request`: the merchant asks what the product holds
 * about one of its customers (the orders named, or the shop's orders with that e-mail). The brand holding
 * the shop is told what is held (functions/notifications/kinds/integrations.ts).
 */
export const shopifyCustomerDataRequestedV1 = z.object({
  version: z.literal(1),
  shopDomain: shop,
  webhookId,
  /** The brand holding the shop when the request arrived; null when none does (nobody to tell). */
  brandId: z.nullable(z.string()),
  /** Shopify's id of the request (`data_request.id`), quoted back to the merchant. */
  dataRequestId: z.nullable(z.string()),
  /** Lower-cased; null when Shopify sends only order ids. */
  customerEmail: z.nullable(z.string()),
  orderIds: z.array(z.string()),
});

export type ShopifyAppUninstalledV1 = z.infer<typeof shopifyAppUninstalledV1>;
export type ShopifyCustomerRedactRequestedV1 = z.infer<typeof shopifyCustomerRedactRequestedV1>;
export type ShopifyShopRedactRequestedV1 = z.infer<typeof shopifyShopRedactRequestedV1>;
export type ShopifyCustomerDataRequestedV1 = z.infer<typeof shopifyCustomerDataRequestedV1>;

export const shopifyAppUninstalledExample: ShopifyAppUninstalledV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: '0a1b2c3d-0000-4000-8000-000000000001',
};
export const shopifyCustomerRedactRequestedExample: ShopifyCustomerRedactRequestedV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: '0a1b2c3d-0000-4000-8000-000000000002',
  customerEmail: 'shopper@example.com',
  orderIds: ['820982911946154508'],
};
export const shopifyShopRedactRequestedExample: ShopifyShopRedactRequestedV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: '0a1b2c3d-0000-4000-8000-000000000003',
};
export const shopifyCustomerDataRequestedExample: ShopifyCustomerDataRequestedV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: '0a1b2c3d-0000-4000-8000-000000000004',
  brandId: 'br_01JD0000000000000000000000',
  dataRequestId: '9999',
  customerEmail: 'shopper@example.com',
  orderIds: ['820982911946154508'],
};
