import { defineEntity, SERVICE, tableKey } from '../../data/entity';
import { userMembership } from './membership';

/**
 * Issue 35: an address with a pending team invitation, TEAMINVITEE#{email} / BRAND#{brand_id}: one pending
 * invitation per address and brand (its conditional create), and the sign-up's check: a person who signs
 * up to accept an invitation joins that brand instead of getting an empty brand of their own.
 */
export const teamInvitee = defineEntity({
  model: { entity: 'team-invitee', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    invitation_id: { type: 'string', required: true },
    expires_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'TEAMINVITEE#${email}'), sk: tableKey('sk', 'BRAND#${brand_id}') },
  },
});

/** Whether an address has an invitation still open (any brand): its sign-up makes no brand of its own. */
export const hasOpenTeamInvitation = async (email: string, now = new Date()): Promise<boolean> => {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const { data } = await teamInvitee.query.primary({ email: address }).go({ consistent: true });
  return data.some((invitee) => invitee.expires_at > now.toISOString());
};

/**
 * Whether a new brand user is joining a team rather than starting a brand: an invitation to their address
 * is still open, or they have accepted one already (the sign-up's event may be handled after the accept,
 * which removes the invitation and writes the membership in one transaction, so one of the two is seen).
 */
export const joinsATeam = async (userId: string, email: string): Promise<boolean> => {
  const [invited, { data: memberships }] = await Promise.all([
    hasOpenTeamInvitation(email),
    userMembership.query.primary({ user_id: userId }).go({ limit: 1, consistent: true }),
  ]);
  return invited || memberships.length > 0;
};
