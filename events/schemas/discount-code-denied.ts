import * as z from 'zod/mini';

/** A brand denied a creator's discount-code request (written with the decision): the creator is told. */
export const discountCodeDeniedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
});

export type DiscountCodeDeniedV1 = z.infer<typeof discountCodeDeniedV1>;

export const discountCodeDeniedExample: DiscountCodeDeniedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  code: 'avareviews',
};
