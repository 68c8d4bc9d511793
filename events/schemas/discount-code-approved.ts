import * as z from 'zod/mini';

/**
 * A brand approved a creator's discount code (written with every approval): the creator is told, and with
 * a connected Shopify store the code is created there.
 */
export const discountCodeApprovedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  discountPercentage: z.number().check(z.gte(1), z.lte(100)),
});

export type DiscountCodeApprovedV1 = z.infer<typeof discountCodeApprovedV1>;

export const discountCodeApprovedExample: DiscountCodeApprovedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  code: 'avareviews',
  discountPercentage: 10,
};
