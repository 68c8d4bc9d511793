import * as z from 'zod/mini';

/** A creator asked a brand for a discount code (written with the pending request): the brand is told. */
export const discountCodeRequestedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  creatorUsername: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
});

export type DiscountCodeRequestedV1 = z.infer<typeof discountCodeRequestedV1>;

export const discountCodeRequestedExample: DiscountCodeRequestedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  creatorUsername: 'avareviews',
  brandId: 'br_01JD0000000000000000000000',
  code: 'avareviews',
};
