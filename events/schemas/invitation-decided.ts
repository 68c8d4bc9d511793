import * as z from 'zod/mini';

/**
 * The creator accepted or declined a brand's invitation (written with the decision, once): their
 * invitation notification is done (issue 31).
 */
export const invitationDecidedV1 = z.object({
  version: z.literal(1),
  invitationId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  decision: z.enum(['accepted', 'declined']),
});

export type InvitationDecidedV1 = z.infer<typeof invitationDecidedV1>;

export const invitationDecidedExample: InvitationDecidedV1 = {
  version: 1,
  invitationId: 'inv_01JD0000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  decision: 'accepted',
};
