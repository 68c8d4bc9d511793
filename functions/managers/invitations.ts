import {
  MANAGER_INVITATION_DAYS,
  MAX_MANAGERS,
  type ManagedCreator,
  type ManagerInvitationView,
  type PendingManagerInvitation,
} from '../../contracts/creator-managers';
import { getCreator, getProfile } from '../identity';
import { type CreatorActor, creatorAuditEntry } from '../shared/audit/creator-audit-entry';
import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { grantWrites } from '../shared/tenancy/creator-access';
import { invitationSecret, invitationSecretHash } from '../shared/tenancy/invitation-token';
import {
  type ManagerInvitationItem,
  managerInvitation,
  managerInvitationLink,
} from './entities/manager-invitation';
import { type Managers, managersService } from './entities/managers-service';
import { listManagerItems, nameOf } from './grants';

const DAY_MS = 24 * 3600 * 1000;
/** The link's lookup outlives the invitation by a month, so an old link says "expired", then TTL clears it. */
const LINK_TTL_AFTER_EXPIRY_S = 30 * 24 * 3600;
/** Each invitation has one link: a new invitation to the same address is a new id (and secret). */
const SEND = 1;

export const toPendingManagerInvitation = (
  item: ManagerInvitationItem,
  now = new Date(),
): PendingManagerInvitation => ({
  id: item.id,
  email: item.email,
  sent_at: item.sent_at,
  expires_at: item.expires_at,
  expired: item.expires_at <= now.toISOString(),
});

export const listManagerInvitationItems = async (creatorId: string): Promise<ManagerInvitationItem[]> =>
  (await managerInvitation.query.primary({ creator_id: creatorId }).go({ consistent: true, pages: 'all' }))
    .data;

/** The creator invites a person by e-mail; the invitation, its link, the event and the activity entry are one transaction. */
export const inviteManager = async (
  actor: CreatorActor,
  email: string,
  now = new Date(),
): Promise<PendingManagerInvitation> => {
  const creatorId = actor.userId;
  const [profile, managers, invitations] = await Promise.all([
    getProfile(creatorId),
    listManagerItems(creatorId),
    listManagerInvitationItems(creatorId),
  ]);
  if (profile?.email.toLowerCase() === email)
    throw new DomainError('validation_failed', 'This is your own address.', {
      email: 'This is your own address',
    });
  if (managers.some((manager) => manager.manager_email.toLowerCase() === email))
    throw new DomainError('conflict', 'This person already manages your workspace.', {
      email: 'Already a manager',
    });
  const open = invitations.filter((invitation) => invitation.expires_at > now.toISOString());
  if (open.some((invitation) => invitation.email === email))
    throw new DomainError('conflict', 'This address already has an invitation.', {
      email: 'Already invited: revoke the invitation to send a new one',
    });
  if (managers.length + open.length >= MAX_MANAGERS)
    throw new DomainError('conflict', `A workspace may have at most ${MAX_MANAGERS} managers.`);
  const stale = invitations.find((invitation) => invitation.email === email);
  const invitation = {
    creator_id: creatorId,
    id: createId('minv_', now.getTime()),
    email,
    creator_name: nameOf(profile),
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + MANAGER_INVITATION_DAYS * DAY_MS).toISOString(),
  };
  const tokenHash = invitationSecretHash(invitationSecret(invitation.id, SEND));
  const outcome = await writeTransaction<Managers, string>(managersService(), (entities) => ({
    // An expired invitation to the same address is replaced (its link dies with it).
    ...(stale
      ? {
          staleInvitation: entities.managerInvitation
            .delete({ creator_id: creatorId, id: stale.id })
            .commit(),
          staleLink: entities.managerInvitationLink.delete({ token_hash: stale.token_hash }).commit(),
        }
      : {}),
    invitation: entities.managerInvitation.create({ ...invitation, token_hash: tokenHash }).commit(),
    link: entities.managerInvitationLink
      .create({
        token_hash: tokenHash,
        creator_id: creatorId,
        invitation_id: invitation.id,
        expiresAt: Math.floor(Date.parse(invitation.expires_at) / 1000) + LINK_TTL_AFTER_EXPIRY_S,
      })
      .commit(),
    // One open invitation per address, however many tabs send it at once.
    invitee: entities.managerInvitee
      .put({ creator_id: creatorId, email, invitation_id: invitation.id, expires_at: invitation.expires_at })
      .where(
        (attr, op) => `${op.notExists(attr.invitation_id)} OR ${op.lte(attr.expires_at, now.toISOString())}`,
      )
      .commit(),
    event: entities.outbox
      .create(
        outboxEvent(
          'ManagerInvitationSent',
          {
            version: 1,
            invitationId: invitation.id,
            creatorId,
            creatorName: invitation.creator_name,
            email,
            expiresAt: invitation.expires_at,
          },
          now,
        ).item,
      )
      .commit(),
    audit: creatorAuditEntry(
      creatorId,
      actor,
      { kind: 'manager.invited', subject: { type: 'invitation', id: invitation.id, label: email } },
      now,
    ).commit(),
  }));
  if (!outcome.ok)
    throw new DomainError('conflict', 'This address already has an invitation.', {
      email: 'Already invited: revoke the invitation to send a new one',
    });
  return toPendingManagerInvitation({ ...invitation, token_hash: tokenHash }, now);
};

export const revokeManagerInvitation = async (actor: CreatorActor, id: string): Promise<void> => {
  const creatorId = actor.userId;
  const { data: current } = await managerInvitation
    .get({ creator_id: creatorId, id })
    .go({ consistent: true });
  if (!current) throw new DomainError('not_found', 'This invitation was accepted or revoked.');
  const outcome = await writeTransaction<Managers, string>(managersService(), (entities) => ({
    invitation: entities.managerInvitation
      .delete({ creator_id: creatorId, id })
      .where((attr, op) => op.eq(attr.token_hash, current.token_hash))
      .commit(),
    link: entities.managerInvitationLink.delete({ token_hash: current.token_hash }).commit(),
    invitee: entities.managerInvitee
      .delete({ creator_id: creatorId, email: current.email })
      .where((attr, op) => op.eq(attr.invitation_id, id))
      .commit(),
    audit: creatorAuditEntry(creatorId, actor, {
      kind: 'manager.invitation_revoked',
      subject: { type: 'invitation', id, label: current.email },
    }).commit(),
  }));
  if (!outcome.ok) throw new DomainError('not_found', 'This invitation was accepted or revoked.');
};

const INVALID_LINK = 'This invitation link is no longer valid. Ask the creator to send a new one.';

/** The invitation a link opens, or 404 (revoked, accepted, or never issued). */
const openedBy = async (token: string): Promise<ManagerInvitationItem> => {
  const hash = invitationSecretHash(token);
  const { data: link } = await managerInvitationLink.get({ token_hash: hash }).go({ consistent: true });
  const invitation =
    link &&
    (
      await managerInvitation
        .get({ creator_id: link.creator_id, id: link.invitation_id })
        .go({ consistent: true })
    ).data;
  if (!invitation || invitation.token_hash !== hash) throw new DomainError('not_found', INVALID_LINK);
  return invitation;
};

export const viewManagerInvitation = async (
  token: string,
  now = new Date(),
): Promise<ManagerInvitationView> => {
  const invitation = await openedBy(token);
  return {
    creator_name: invitation.creator_name,
    email: invitation.email,
    expires_at: invitation.expires_at,
    state: invitation.expires_at <= now.toISOString() ? 'expired' : 'pending',
  };
};

/**
 * Starts managing: the signed-in creator account must hold the address the invitation was sent to (a
 * forwarded link opens nothing for someone else). The grant's two items, the invitation's removal and the
 * activity entry are one transaction: a second accept (another tab) finds the invitation gone.
 */
export const acceptManagerInvitation = async (
  caller: { userId: string; role: string | undefined },
  token: string,
  ip: string | null,
  now = new Date(),
): Promise<ManagedCreator> => {
  const invitation = await openedBy(token);
  if (invitation.expires_at <= now.toISOString())
    throw new DomainError('conflict', 'This invitation has expired. Ask the creator to send it again.');
  if (caller.role !== 'creator')
    throw new DomainError(
      'forbidden',
      `A manager works from a creator account. Sign in with a creator account for ${invitation.email}, or sign up as a creator with that address.`,
    );
  if (caller.userId === invitation.creator_id)
    throw new DomainError('forbidden', 'This invitation is to your own workspace.');
  const profile = await getProfile(caller.userId);
  if (profile?.email.toLowerCase() !== invitation.email)
    throw new DomainError(
      'forbidden',
      `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
    );
  const managerName = nameOf(profile);
  const outcome = await writeTransaction<Managers, string>(managersService(), (entities) => ({
    ...grantWrites({
      creatorId: invitation.creator_id,
      creatorName: invitation.creator_name,
      managerId: caller.userId,
      managerName,
      managerEmail: profile.email,
      addedAt: now.toISOString(),
    }),
    invitation: entities.managerInvitation
      .delete({ creator_id: invitation.creator_id, id: invitation.id })
      .where((attr, op) => op.eq(attr.token_hash, invitation.token_hash))
      .commit(),
    link: entities.managerInvitationLink.delete({ token_hash: invitation.token_hash }).commit(),
    invitee: entities.managerInvitee
      .delete({ creator_id: invitation.creator_id, email: invitation.email })
      .commit(),
    audit: creatorAuditEntry(
      invitation.creator_id,
      { userId: caller.userId, name: managerName, email: profile.email, ip },
      { kind: 'manager.joined', subject: { type: 'manager', id: caller.userId, label: profile.email } },
      now,
    ).commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('grant') || outcome.refused.includes('managed'))
      throw new DomainError('conflict', `You already manage ${invitation.creator_name}'s workspace.`);
    throw new DomainError('not_found', 'This invitation was accepted or revoked.');
  }
  const creator = await getCreator(invitation.creator_id);
  return {
    creator_id: invitation.creator_id,
    name: invitation.creator_name,
    username: creator?.username ?? null,
  };
};
