import * as z from 'zod/mini';

/**
 * A store fulfilled (shipped) an order (webhook `fulfillments/create`): a sample order made in that
 * store is marked shipped with its tracking. Other orders' fulfilments change nothing. The tracking
 * fields are null when the merchant gave none.
 */
export const shopifyFulfillmentCreatedV1 = z.object({
  version: z.literal(1),
  shopDomain: z.string().check(z.minLength(1)),
  webhookId: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  fulfillmentId: z.string().check(z.minLength(1)),
  trackingCompany: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  createdAt: z.string(),
});

export type ShopifyFulfillmentCreatedV1 = z.infer<typeof shopifyFulfillmentCreatedV1>;

export const shopifyFulfillmentCreatedExample: ShopifyFulfillmentCreatedV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: '2a1b3c4d-5e6f-4789-8a9b-0c1d2e3f4a5b',
  orderId: '5100000000001',
  fulfillmentId: '4100000000001',
  trackingCompany: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  createdAt: '2026-11-22T08:00:00.000Z',
};
