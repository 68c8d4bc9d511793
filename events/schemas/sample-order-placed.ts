import * as z from 'zod/mini';

/**
 * A creator redeemed credits for a product's sample (written in the redemption's transaction): the brand
 * is told it has an order to ship.
 */
export const sampleOrderPlacedV1 = z.object({
  version: z.literal(1),
  orderId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  creatorUsername: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  productName: z.string(),
});

export type SampleOrderPlacedV1 = z.infer<typeof sampleOrderPlacedV1>;

export const sampleOrderPlacedExample: SampleOrderPlacedV1 = {
  version: 1,
  orderId: 'so_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  creatorUsername: 'avareviews',
  productId: 'pr_0123456789abcdef01234567',
  productName: 'Vitamin C Serum',
};
