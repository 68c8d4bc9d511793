import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1));
const cents = z.number().check(z.int());

/**
 * A Shopify order was paid (webhook `orders/paid`), as the webhook endpoint normalized it: money in
 * integer cents, ids as strings, only what attribution and the commission ledger read. The consumer
 * (functions/sales/) attributes it and writes the ledger; business keys (order and line ids) make a
 * redelivery, under another webhook id, change nothing.
 */
export const shopifyOrderLineV1 = z.object({
  /** Shopify's line item id. */
  id,
  /** Shopify's numeric product id; null for a custom line (no product). */
  productId: z.nullable(z.string()),
  title: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** Unit price, cents. */
  priceCents: cents.check(z.gte(0)),
  /** The sum of the line's discount_allocations, cents. */
  discountCents: cents.check(z.gte(0)),
});

export const shopifyOrderPaidV1 = z.object({
  version: z.literal(1),
  shopDomain: z.string().check(z.minLength(1)),
  /**
   * The brand whose store the shop is, as the webhook endpoint found it when the delivery arrived (the
   * store claim); null when no brand held it. The ledger records the order for this brand: the delivery
   * goes one way, integrations to the ledger (issue 32).
   */
  brandId: z.nullable(id),
  webhookId: id,
  order: z.object({
    id,
    /** Shopify's `name`, e.g. "#1001". */
    name: z.string(),
    /** The shopper's e-mail, lower-cased; null when the order has none. */
    email: z.nullable(z.string()),
    currency: z.string().check(z.length(3)),
    createdAt: z.string(),
    /** The `ref` cart attribute (note_attributes), if any. */
    refAttribute: z.nullable(z.string()),
    /** The `ref` query parameter of landing_site, if any. */
    refLandingSite: z.nullable(z.string()),
    /**
     * Issue 36, the self-purchase signal: the shopper's name and shipping address as the order has them
     * (absent on events written before; null when the order has none). Compared, never stored on the sale.
     */
    customerName: z.optional(z.nullable(z.string())),
    shippingAddress: z.optional(
      z.nullable(z.object({ line1: z.string(), zip: z.string(), country: z.string() })),
    ),
    /**
     * Issue 36, the leaked-code signal: where the shopper landed on the store and the site that sent
     * them, as Shopify has them (absent on events written before; null when the order has none).
     */
    landingSite: z.optional(z.nullable(z.string())),
    referringSite: z.optional(z.nullable(z.string())),
    /** The discount codes applied to the order, as typed. */
    discountCodes: z.array(z.string()),
    lineItems: z.array(shopifyOrderLineV1),
    /**
     * Set when the webhook carried amounts that cannot be recorded exactly (e.g. a price beyond 2^53
     * cents): the lines carry zero amounts, and the ledger records the order for the brand's review.
     */
    review: z.optional(z.string()),
  }),
});

export type ShopifyOrderPaidV1 = z.infer<typeof shopifyOrderPaidV1>;
export type ShopifyOrderLineV1 = z.infer<typeof shopifyOrderLineV1>;

export const shopifyOrderPaidExample: ShopifyOrderPaidV1 = {
  version: 1,
  shopDomain: 'glow-botanics.myshopify.com',
  brandId: 'br_01JD0000000000000000000000',
  webhookId: 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
  order: {
    id: '820982911946154508',
    name: '#1001',
    email: 'shopper@example.com',
    currency: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
    refAttribute: 'ava-glow-serum',
    refLandingSite: null,
    discountCodes: ['AVA10'],
    lineItems: [
      {
        id: '466157049',
        productId: '8000000000001',
        title: 'Glow Serum',
        quantity: 2,
        priceCents: 4800,
        discountCents: 960,
      },
    ],
  },
};
