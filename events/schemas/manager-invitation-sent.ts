import * as z from 'zod/mini';

/**
 * Issue 35, part 2: a creator invited a person to manage their workspace. The link's secret is derived
 * from the invitation id under the mail signing key (shared/tenancy/invitation-token.ts), so it is never
 * stored nor carried by the event. The mail consumer e-mails the link.
 */
export const managerInvitationSentV1 = z.object({
  version: z.literal(1),
  invitationId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  creatorName: z.string(),
  email: z.string().check(z.minLength(3)),
  expiresAt: z.string(),
});

export type ManagerInvitationSentV1 = z.infer<typeof managerInvitationSentV1>;

export const managerInvitationSentExample: ManagerInvitationSentV1 = {
  version: 1,
  invitationId: 'minv_01JD0000000000000000000000',
  creatorId: '7d3f0c1e-2f44-4c1e-9b0e-1a2b3c4d5e6f',
  creatorName: 'Maya Chen',
  email: 'manager@talent.example',
  expiresAt: '2026-12-07T10:00:00.000Z',
};
