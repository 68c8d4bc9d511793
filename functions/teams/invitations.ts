import {
  INVITATION_DAYS,
  type InvitationView,
  MAX_MEMBERS,
  MAX_PENDING_INVITATIONS,
  type MyBrand,
  type PendingInvitation,
} from '../../contracts/teams';
import { getBrand } from '../catalogue';
import { getProfile, getProfiles } from '../identity';
import type { Actor } from '../shared/audit/actor';
import { auditEntry } from '../shared/audit/audit-entry';
import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import type { BrandAccess } from '../shared/tenancy/brand-access';
import { membershipWrites } from '../shared/tenancy/brand-access';
import { invitationSecret, invitationSecretHash } from '../shared/tenancy/invitation-token';
import { type TeamInvitationItem, teamInvitation, teamInvitationLink } from './entities/team-invitation';
import { type Teams, teamsService } from './entities/teams-service';
import { ensureOwnerRecorded, listMemberItems } from './members';

const DAY_MS = 24 * 3600 * 1000;
/** The link's lookup outlives the invitation by a month, so an old link says "expired", then TTL clears it. */
const LINK_TTL_AFTER_EXPIRY_S = 30 * 24 * 3600;

type Caller = BrandAccess & { userId: string };

export const toPendingInvitation = (item: TeamInvitationItem, now = new Date()): PendingInvitation => ({
  id: item.id,
  email: item.email,
  role: item.role,
  invited_by: item.invited_by_name,
  sent_at: item.sent_at,
  expires_at: item.expires_at,
  expired: item.expires_at <= now.toISOString(),
});

export const listInvitationItems = async (brandId: string): Promise<TeamInvitationItem[]> =>
  (await teamInvitation.query.primary({ brand_id: brandId }).go({ consistent: true, pages: 'all' })).data;

const nameOf = (profile: { first_name: string; last_name: string; email: string } | undefined) =>
  `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim() || profile?.email || 'A team member';

export const inviteMember = async (
  caller: Caller,
  input: { email: string; role: PendingInvitation['role'] },
  actor: Actor,
  now = new Date(),
): Promise<PendingInvitation> => {
  await ensureOwnerRecorded(caller.brandId);
  const [brand, inviter, members, invitations] = await Promise.all([
    getBrand(caller.brandId),
    getProfile(caller.userId),
    listMemberItems(caller.brandId),
    listInvitationItems(caller.brandId),
  ]);
  if (!brand) throw new DomainError('not_found', 'Brand not found');
  const profiles = await getProfiles(members.map((member) => member.user_id));
  if ([...profiles.values()].some((profile) => profile.email.toLowerCase() === input.email))
    throw new DomainError('conflict', 'This person is already a member of the team.', {
      email: 'Already a member of the team',
    });
  const open = invitations.filter((invitation) => invitation.expires_at > now.toISOString());
  if (open.some((invitation) => invitation.email === input.email))
    throw new DomainError('conflict', 'This address already has an invitation. Resend it instead.', {
      email: 'Already invited: resend the invitation instead',
    });
  if (open.length >= MAX_PENDING_INVITATIONS)
    throw new DomainError(
      'conflict',
      `A brand may have ${MAX_PENDING_INVITATIONS} open invitations at once.`,
    );
  if (members.length + open.length >= MAX_MEMBERS)
    throw new DomainError('conflict', `A team may have at most ${MAX_MEMBERS} members.`);
  const stale = invitations.find((invitation) => invitation.email === input.email);
  const invitation = {
    brand_id: caller.brandId,
    id: createId('inv_', now.getTime()),
    email: input.email,
    role: input.role,
    invited_by: caller.userId,
    invited_by_name: nameOf(inviter),
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
    send: 1,
  };
  const tokenHash = invitationSecretHash(invitationSecret(invitation.id, 1));
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    // An expired invitation to the same address is replaced (its link dies with it).
    ...(stale
      ? {
          staleInvitation: entities.teamInvitation
            .delete({ brand_id: caller.brandId, id: stale.id })
            .commit(),
          staleLink: entities.teamInvitationLink.delete({ token_hash: stale.token_hash }).commit(),
        }
      : {}),
    invitation: entities.teamInvitation.create({ ...invitation, token_hash: tokenHash }).commit(),
    link: entities.teamInvitationLink
      .create({
        token_hash: tokenHash,
        brand_id: caller.brandId,
        invitation_id: invitation.id,
        expiresAt: Math.floor(Date.parse(invitation.expires_at) / 1000) + LINK_TTL_AFTER_EXPIRY_S,
      })
      .commit(),
    // One open invitation per address and brand, however many tabs send it at once.
    invitee: entities.teamInvitee
      .put({
        email: input.email,
        brand_id: caller.brandId,
        invitation_id: invitation.id,
        expires_at: invitation.expires_at,
      })
      .where(
        (attr, op) => `${op.notExists(attr.invitation_id)} OR ${op.lte(attr.expires_at, now.toISOString())}`,
      )
      .commit(),
    event: entities.outbox.create(sentEvent(invitation, brand.brand_name, now)).commit(),
    audit: auditEntry(
      caller.brandId,
      actor,
      {
        kind: 'member.invited',
        subject: { type: 'invitation', id: invitation.id, label: input.email },
        after: { email: input.email, role: input.role },
      },
      now,
    ).commit(),
  }));
  if (!outcome.ok)
    throw new DomainError('conflict', 'This address already has an invitation. Resend it instead.', {
      email: 'Already invited: resend the invitation instead',
    });
  return toPendingInvitation({ ...invitation, token_hash: tokenHash }, now);
};

const sentEvent = (invitation: Omit<TeamInvitationItem, 'token_hash'>, brandName: string, now: Date) =>
  outboxEvent(
    'TeamInvitationSent',
    {
      version: 1,
      invitationId: invitation.id,
      send: invitation.send,
      brandId: invitation.brand_id,
      brandName,
      email: invitation.email,
      role: invitation.role,
      invitedByName: invitation.invited_by_name,
      expiresAt: invitation.expires_at,
    },
    now,
  ).item;

const invitationOrThrow = async (brandId: string, id: string): Promise<TeamInvitationItem> => {
  const { data } = await teamInvitation.get({ brand_id: brandId, id }).go({ consistent: true });
  if (!data) throw new DomainError('not_found', 'This invitation was accepted or revoked.');
  return data;
};

/** A new link (the old one stops working) valid INVITATION_DAYS more days, e-mailed again. */
export const resendInvitation = async (
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<PendingInvitation> => {
  const current = await invitationOrThrow(caller.brandId, id);
  const brand = await getBrand(caller.brandId);
  if (!brand) throw new DomainError('not_found', 'Brand not found');
  const next = {
    ...current,
    send: current.send + 1,
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
  };
  const tokenHash = invitationSecretHash(invitationSecret(id, next.send));
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    invitation: entities.teamInvitation
      .patch({ brand_id: caller.brandId, id })
      .set({ send: next.send, sent_at: next.sent_at, expires_at: next.expires_at, token_hash: tokenHash })
      // Two resends at once: one wins, the other is told to reload.
      .where((attr, op) => op.eq(attr.send, current.send))
      .commit(),
    oldLink: entities.teamInvitationLink.delete({ token_hash: current.token_hash }).commit(),
    link: entities.teamInvitationLink
      .create({
        token_hash: tokenHash,
        brand_id: caller.brandId,
        invitation_id: id,
        expiresAt: Math.floor(Date.parse(next.expires_at) / 1000) + LINK_TTL_AFTER_EXPIRY_S,
      })
      .commit(),
    invitee: entities.teamInvitee
      .put({ email: current.email, brand_id: caller.brandId, invitation_id: id, expires_at: next.expires_at })
      .commit(),
    event: entities.outbox.create(sentEvent(next, brand.brand_name, now)).commit(),
  }));
  if (!outcome.ok)
    throw new DomainError('conflict', 'The invitation changed meanwhile. Reload and try again.');
  return toPendingInvitation({ ...next, token_hash: tokenHash }, now);
};

export const revokeInvitation = async (caller: Caller, id: string): Promise<void> => {
  const current = await invitationOrThrow(caller.brandId, id);
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    invitation: entities.teamInvitation
      .delete({ brand_id: caller.brandId, id })
      .where((attr, op) => op.eq(attr.token_hash, current.token_hash))
      .commit(),
    link: entities.teamInvitationLink.delete({ token_hash: current.token_hash }).commit(),
    invitee: entities.teamInvitee
      .delete({ email: current.email, brand_id: caller.brandId })
      .where((attr, op) => op.eq(attr.invitation_id, id))
      .commit(),
  }));
  if (!outcome.ok) throw new DomainError('not_found', 'This invitation was accepted or revoked.');
};

/** The invitation a link opens, or 404 (revoked, accepted, replaced by a resend, or never issued). */
const openedBy = async (token: string): Promise<TeamInvitationItem> => {
  const hash = invitationSecretHash(token);
  const { data: link } = await teamInvitationLink.get({ token_hash: hash }).go({ consistent: true });
  const invitation =
    link &&
    (await teamInvitation.get({ brand_id: link.brand_id, id: link.invitation_id }).go({ consistent: true }))
      .data;
  if (!invitation || invitation.token_hash !== hash)
    throw new DomainError(
      'not_found',
      'This invitation link is no longer valid. Ask the brand to send a new one.',
    );
  return invitation;
};

export const viewInvitation = async (token: string, now = new Date()): Promise<InvitationView> => {
  const invitation = await openedBy(token);
  const brand = await getBrand(invitation.brand_id);
  if (!brand) throw new DomainError('not_found', 'This invitation link is no longer valid.');
  return {
    brand_name: brand.brand_name,
    logo_url: brand.logo_url ?? null,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invited_by_name,
    expires_at: invitation.expires_at,
    state: invitation.expires_at <= now.toISOString() ? 'expired' : 'pending',
  };
};

/**
 * Joins the brand: the signed-in brand account must hold the address the invitation was sent to (a
 * forwarded link opens nothing for someone else). Membership, the team's count and the invitation's
 * removal are one transaction: a second accept (another tab) finds the invitation gone.
 */
export const acceptInvitation = async (
  caller: { userId: string; role: string | undefined },
  token: string,
  ip: string | null,
  now = new Date(),
): Promise<MyBrand> => {
  const invitation = await openedBy(token);
  if (invitation.expires_at <= now.toISOString())
    throw new DomainError('conflict', 'This invitation has expired. Ask the brand to send it again.');
  if (caller.role !== 'brand')
    throw new DomainError(
      'forbidden',
      `This invitation is for a brand's team. Sign in with a brand account for ${invitation.email}, or sign up as a brand with that address.`,
    );
  const profile = await getProfile(caller.userId);
  if (profile?.email.toLowerCase() !== invitation.email)
    throw new DomainError(
      'forbidden',
      `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
    );
  const brand = await getBrand(invitation.brand_id);
  if (!brand) throw new DomainError('not_found', 'This invitation link is no longer valid.');
  await ensureOwnerRecorded(invitation.brand_id);
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    ...membershipWrites({
      brandId: invitation.brand_id,
      userId: caller.userId,
      role: invitation.role,
      addedAt: now.toISOString(),
      addedBy: invitation.invited_by,
    }),
    members: entities.teamCounts.patch({ brand_id: invitation.brand_id }).add({ members: 1 }).commit(),
    invitation: entities.teamInvitation
      .delete({ brand_id: invitation.brand_id, id: invitation.id })
      .where((attr, op) => op.eq(attr.token_hash, invitation.token_hash))
      .commit(),
    link: entities.teamInvitationLink.delete({ token_hash: invitation.token_hash }).commit(),
    invitee: entities.teamInvitee.delete({ email: invitation.email, brand_id: invitation.brand_id }).commit(),
    // The new member is the actor: no brand role was theirs until this transaction.
    audit: auditEntry(
      invitation.brand_id,
      {
        type: 'member',
        userId: caller.userId,
        name: `${profile.first_name} ${profile.last_name}`.trim() || profile.email,
        email: profile.email,
        role: invitation.role,
        ip,
      },
      {
        kind: 'member.joined',
        subject: { type: 'member', id: caller.userId, label: profile.email },
        after: { role: invitation.role, invited_by: invitation.invited_by_name },
      },
      now,
    ).commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('member' as never) || outcome.refused.includes('membership' as never))
      throw new DomainError('conflict', `You are already a member of ${brand.brand_name}.`);
    throw new DomainError('not_found', 'This invitation was accepted or revoked.');
  }
  return {
    brand_id: brand.id,
    brand_name: brand.brand_name,
    logo_url: brand.logo_url ?? null,
    role: invitation.role,
  };
};
