import * as z from 'zod/mini';

/** A brand denied a creator's application to promote a product, with its message when it wrote one. */
export const applicationDeniedV1 = z.object({
  version: z.literal(1),
  applicationId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  message: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

export type ApplicationDeniedV1 = z.infer<typeof applicationDeniedV1>;

export const applicationDeniedExample: ApplicationDeniedV1 = {
  version: 1,
  applicationId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10.pr_0123456789abcdef01234567',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  productId: 'pr_0123456789abcdef01234567',
  brandId: 'br_01JD0000000000000000000000',
  message: 'Thank you! We are only working with video creators this season.',
};
