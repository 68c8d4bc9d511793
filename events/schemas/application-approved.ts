import * as z from 'zod/mini';

/**
 * A brand approved a creator's application to promote a product; the creator gets a referral link and
 * is told, with the brand's message when it wrote one (added later, so optional: older events lack it).
 */
export const applicationApprovedV1 = z.object({
  version: z.literal(1),
  applicationId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  message: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  /** Set when the creator accepted the brand's invitation (issue 21): the creator needs no telling. */
  invitationId: z.optional(z.string().check(z.minLength(1))),
});

export type ApplicationApprovedV1 = z.infer<typeof applicationApprovedV1>;

export const applicationApprovedExample: ApplicationApprovedV1 = {
  version: 1,
  applicationId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10.pr_0123456789abcdef01234567',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  productId: 'pr_0123456789abcdef01234567',
  brandId: 'br_01JD0000000000000000000000',
};
