import * as z from 'zod/mini';

/**
 * Part of a creator's commission was taken back: the brand refunded units of an order, or cancelled it
 * (the reversal's first transaction, on the sale's version, so once per refund id or cancellation).
 * `commissionCents` is what was taken back (positive).
 */
export const commissionReversedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  brandName: z.string(),
  /** The sale's sort key under the brand. */
  saleId: z.string().check(z.minLength(1)),
  /** The store's order name (#1001). */
  orderName: z.string(),
  reason: z.enum(['refund', 'cancellation']),
  commissionCents: z.int().check(z.positive()),
});

export type CommissionReversedV1 = z.infer<typeof commissionReversedV1>;

export const commissionReversedExample: CommissionReversedV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  brandName: 'Glow Skincare',
  saleId: 'SALE#2026-11-20T10:00:00.000Z#1001',
  orderName: '#1001',
  reason: 'refund',
  commissionCents: 747,
};
