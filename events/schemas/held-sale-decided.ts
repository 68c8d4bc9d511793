import * as z from 'zod/mini';

/**
 * The brand decided a sale that waited for it (SaleHeldForReview): released or voided a held
 * self-referral, or dismissed a sale that needed review. Written with the decision, once per sale: the
 * brand's "waiting for your decision" notification is marked done, whoever decided and however.
 */
export const heldSaleDecidedV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** The sale's sort key under the brand (SaleHeldForReview's saleId). */
  saleId: z.string().check(z.minLength(1)),
  decision: z.enum(['release', 'void', 'dismiss']),
  decidedAt: z.iso.datetime(),
});

export type HeldSaleDecidedV1 = z.infer<typeof heldSaleDecidedV1>;

export const heldSaleDecidedExample: HeldSaleDecidedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  saleId: 'SALE#2026-11-20T10:00:00.000Z#1001',
  decision: 'release',
  decidedAt: '2026-11-21T09:30:00.000Z',
};
