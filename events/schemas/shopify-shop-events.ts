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

export type ShopifyAppUninstalledV1 = z.infer<typeof shopifyAppUninstalledV1>;
export type ShopifyCustomerRedactRequestedV1 = z.infer<typeof shopifyCustomerRedactRequestedV1>;
export type ShopifyShopRedactRequestedV1 = z.infer<typeof shopifyShopRedactRequestedV1>;

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
