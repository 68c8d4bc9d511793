import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1));

/**
 * A refund was created on a Shopify order (webhook `refunds/create`), normalized by the webhook
 * endpoint: which lines, how many units. The consumer writes reversal entries at the frozen rate;
 * the refund id and line ids are the business keys (a redelivery reverses nothing more).
 */
export const shopifyRefundCreatedV1 = z.object({
  version: z.literal(1),
  shopDomain: z.string().check(z.minLength(1)),
  webhookId: id,
  refund: z.object({
    id,
    orderId: id,
    createdAt: z.string(),
    lineItems: z.array(z.object({ lineItemId: id, quantity: z.number().check(z.int(), z.gte(1)) })),
  }),
});

export type ShopifyRefundCreatedV1 = z.infer<typeof shopifyRefundCreatedV1>;

export const shopifyRefundCreatedExample: ShopifyRefundCreatedV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  webhookId: 'd7d3e0a1-4b55-4c1e-9f0b-1a2b3c4d5e6f',
  refund: {
    id: '929361462',
    orderId: '820982911946154508',
    createdAt: '2026-11-21T09:00:00.000Z',
    lineItems: [{ lineItemId: '466157049', quantity: 1 }],
  },
};
