import * as z from 'zod/mini';

/** A creator asked a brand for a sample of a product (written with the request): the brand is told. */
export const sampleRequestedV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  creatorUsername: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  productName: z.string(),
});

export type SampleRequestedV1 = z.infer<typeof sampleRequestedV1>;

export const sampleRequestedExample: SampleRequestedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  creatorUsername: 'avareviews',
  productId: 'pr_0123456789abcdef01234567',
  productName: 'Vitamin C Serum',
};
