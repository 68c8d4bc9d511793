import * as z from 'zod/mini';

/** A brand marked a sample order shipped (written with the pending → fulfilled change): the creator is told. */
export const sampleOrderFulfilledV1 = z.object({
  version: z.literal(1),
  orderId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  productName: z.string(),
});

export type SampleOrderFulfilledV1 = z.infer<typeof sampleOrderFulfilledV1>;

export const sampleOrderFulfilledExample: SampleOrderFulfilledV1 = {
  version: 1,
  orderId: 'so_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  productId: 'pr_0123456789abcdef01234567',
  productName: 'Vitamin C Serum',
};
