import * as z from 'zod/mini';

/**
 * A brand connected a Shopify store (the OAuth callback's transaction in updateBrand): the consumer
 * subscribes the shop to the webhooks the app needs (orders, refunds, cancellations, uninstall).
 */
export const shopifyStoreConnectedV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** The *.myshopify.com domain. */
  shopDomain: z.string().check(z.minLength(1)),
});

export type ShopifyStoreConnectedV1 = z.infer<typeof shopifyStoreConnectedV1>;

export const shopifyStoreConnectedExample: ShopifyStoreConnectedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  shopDomain: 'glow-botanics.myshopify.com',
};
