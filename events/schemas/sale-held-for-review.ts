import * as z from 'zod/mini';

/**
 * An order was recorded but held from the ledger until the brand decides: a self-referral (`held`:
 * release or void) or an order outside the ledger's bounds (`needs_review`: dismiss). Written in the
 * sale's conditional Put, so once per order.
 */
export const saleHeldForReviewV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** The sale's sort key under the brand. */
  saleId: z.string().check(z.minLength(1)),
  /** The store's order name (#1001). */
  orderName: z.string(),
  status: z.enum(['held', 'needs_review']),
  /** Why, as the Sales list shows it. */
  reason: z.string(),
  /** The creator it was attributed to, by username, when known. */
  creatorUsername: z.nullable(z.string()),
});

export type SaleHeldForReviewV1 = z.infer<typeof saleHeldForReviewV1>;

export const saleHeldForReviewExample: SaleHeldForReviewV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  saleId: 'SALE#2026-11-20T10:00:00.000Z#1001',
  orderName: '#1001',
  status: 'held',
  reason:
    "Self-referral: the shopper's e-mail is the creator's own account e-mail. Held until the brand releases or voids it.",
  creatorUsername: 'ava.creates',
};
