import * as z from 'zod/mini';

/**
 * Issue 35: a brand invited a person to its team, or sent the invitation again (`send` counts the sends;
 * the link's secret is derived from the invitation id and `send` under the mail signing key, so it is never
 * stored nor carried by the event). The mail consumer e-mails the link.
 */
export const teamInvitationSentV1 = z.object({
  version: z.literal(1),
  invitationId: z.string().check(z.minLength(1)),
  send: z.number().check(z.int(), z.minimum(1)),
  brandId: z.string().check(z.minLength(1)),
  brandName: z.string(),
  email: z.string().check(z.minLength(3)),
  role: z.string().check(z.minLength(1)),
  invitedByName: z.string(),
  expiresAt: z.string(),
});

export type TeamInvitationSentV1 = z.infer<typeof teamInvitationSentV1>;

export const teamInvitationSentExample: TeamInvitationSentV1 = {
  version: 1,
  invitationId: 'inv_01JD0000000000000000000000',
  send: 1,
  brandId: 'br_01JD0000000000000000000000',
  brandName: 'Glow Skincare',
  email: 'finance@glow.example',
  role: 'finance',
  invitedByName: 'Grace Owner',
  expiresAt: '2026-12-07T10:00:00.000Z',
};
