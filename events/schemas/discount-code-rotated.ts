import * as z from 'zod/mini';

/**
 * Issue 36, leaked codes: a brand replaced a creator's discount code with a new one in its store. The
 * creator is told the new code and when the old one stops working; pages showing the creator's usable
 * codes (their storefront) are refreshed.
 */
export const discountCodeRotatedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  previousCode: z.string().check(z.minLength(1)),
  /** When the brand rotated it, and when the store deactivates the previous code (ISO 8601; equal: no grace). */
  rotatedAt: z.string().check(z.minLength(1)),
  previousCodeEndsAt: z.string().check(z.minLength(1)),
});

export type DiscountCodeRotatedV1 = z.infer<typeof discountCodeRotatedV1>;

export const discountCodeRotatedExample: DiscountCodeRotatedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  code: 'avareviews-k7q2',
  previousCode: 'avareviews',
  rotatedAt: '2026-11-02T09:00:00.000Z',
  previousCodeEndsAt: '2026-11-03T09:00:00.000Z',
};
