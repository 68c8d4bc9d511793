import * as z from 'zod/mini';

/**
 * A Shopify order was cancelled (webhook `orders/cancelled`): whatever of its commission is not yet
 * reversed is reversed. The order id is the business key.
 */
export const shopifyOrderCancelledV1 = z.object({
  version: z.literal(1),
  shopDomain: z.string().check(z.minLength(1)),
  webhookId: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  cancelledAt: z.string(),
});

export type ShopifyOrderCancelledV1 = z.infer<typeof shopifyOrderCancelledV1>;

export const shopifyOrderCancelledExample: ShopifyOrderCancelledV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: '1f0e2d3c-4b5a-6978-8695-a4b3c2d1e0f9',
  orderId: '820982911946154508',
  cancelledAt: '2026-11-22T08:00:00.000Z',
};
