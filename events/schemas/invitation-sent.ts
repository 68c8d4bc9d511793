import * as z from 'zod/mini';

/**
 * A brand invited a creator to promote some of its products (issue 21, written with the invitation): the
 * creator is told. The brand's and the products' names are the ones at the time of inviting.
 */
export const invitationSentV1 = z.object({
  version: z.literal(1),
  invitationId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  brandName: z.string(),
  creatorId: z.string().check(z.minLength(1)),
  productNames: z.array(z.string()).check(z.minLength(1), z.maxLength(20)),
  note: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

export type InvitationSentV1 = z.infer<typeof invitationSentV1>;

export const invitationSentExample: InvitationSentV1 = {
  version: 1,
  invitationId: 'inv_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  brandName: 'Glow Skincare',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  productNames: ['Vitamin C Serum', 'Night Cream'],
  note: 'We love your skincare reels!',
};
