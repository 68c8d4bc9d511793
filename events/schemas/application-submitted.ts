import * as z from 'zod/mini';

/**
 * A creator applied to promote a brand's product (written with the pending application): the brand is
 * told. The creator's username and the product's name are the ones at the time of applying.
 */
export const applicationSubmittedV1 = z.object({
  version: z.literal(1),
  applicationId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  creatorUsername: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  productName: z.string(),
  brandId: z.string().check(z.minLength(1)),
});

export type ApplicationSubmittedV1 = z.infer<typeof applicationSubmittedV1>;

export const applicationSubmittedExample: ApplicationSubmittedV1 = {
  version: 1,
  applicationId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10.pr_0123456789abcdef01234567',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  creatorUsername: 'avareviews',
  productId: 'pr_0123456789abcdef01234567',
  productName: 'Vitamin C Serum',
  brandId: 'br_01JD0000000000000000000000',
};
