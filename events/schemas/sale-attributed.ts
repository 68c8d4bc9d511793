import * as z from 'zod/mini';

/**
 * An order was attributed to a creator and counts (recorded, or a held self-referral released by the
 * brand): what milestones and notifications react to. Written in the ledger's transaction (outbox), so
 * it exists exactly when the sale counts. Consumers are idempotent by sale id.
 */
export const saleAttributedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  /** The sale's sort key under the brand: unique per sale. */
  saleId: z.string().check(z.minLength(1)),
  saleCents: z.int(),
  commissionCents: z.int(),
  /** When the order was placed (ISO). */
  orderedAt: z.string(),
  // For the creator's notification (optional: events written before them stay valid).
  /** The referral link's code, when the sale came through a link. */
  linkCode: z.optional(z.string()),
  /** The creator's discount code, when the sale came through one. */
  discountCode: z.optional(z.string()),
  /** The product the link or the sale is for (the link's product, else the first earning line's). */
  productName: z.optional(z.string()),
  brandName: z.optional(z.string()),
  // For the brand's notification (issue 31).
  /** The creator's username when the sale was recorded. */
  creatorUsername: z.optional(z.string()),
  /** The store's order name (#1001). */
  orderName: z.optional(z.string()),
});

export type SaleAttributedV1 = z.infer<typeof saleAttributedV1>;

export const saleAttributedExample: SaleAttributedV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  saleId: 'SALE#2026-11-20T10:00:00.000Z#1001',
  saleCents: 49_800,
  commissionCents: 7_470,
  orderedAt: '2026-11-20T10:00:00.000Z',
  linkCode: 'AVA-GLOW-7K2',
  productName: 'Vitamin C Serum',
  brandName: 'Glow Skincare',
  creatorUsername: 'avareviews',
  orderName: '#1001',
};
