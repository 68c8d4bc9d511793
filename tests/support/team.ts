/**
 * Issue 35: a person joins a brand's team as the app has them join — the owner (or an admin) invites
 * their address, the e-mail arrives in the local mailbox, and they accept its link signed in.
 */
import { expect } from 'vitest';
import { BRAND_HEADER, type BrandRole } from '../../contracts/brand-roles';
import { api, type TestUser } from './cloud';
import { expectMail, mailWith, teamInvitationSecretIn } from './mailbox';

const invitedSubject = /invited you to/;

/** `person` joins as `role` the brand `inviter` works on (`brandId`, else the inviter's default brand). */
export const joinTeam = async (
  inviter: { token: string; brandId?: string },
  person: { user: Pick<TestUser, 'email'>; token: string },
  role: Exclude<BrandRole, 'owner'>,
): Promise<void> => {
  const { email } = person.user;
  const before = (await mailWith(email, invitedSubject)).length;
  const invited = await api('/brand/members/invitations', {
    method: 'POST',
    token: inviter.token,
    headers: {
      'content-type': 'application/json',
      ...(inviter.brandId ? { [BRAND_HEADER]: inviter.brandId } : {}),
    },
    body: JSON.stringify({ email, role }),
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = (await expectMail(email, invitedSubject, before + 1)).at(-1);
  const secret = teamInvitationSecretIn(mail);
  expect(secret).toBeDefined();
  const accepted = await api(`/team-invitations/${secret}/accept`, { method: 'POST', token: person.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.brand.role).toBe(role);
};
