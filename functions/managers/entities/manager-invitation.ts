import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * Issue 35, part 2: a creator's pending invitation of a manager, CREATOR#{creator_id} / MANAGERINVITE#{id}
 * (the Managers screen lists them). Accepting or revoking deletes it; an expired one stays listed as
 * expired until revoked or replaced by a new invitation to the same address.
 */
export const managerInvitation = defineEntity({
  model: { entity: 'manager-invitation', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    email: { type: 'string', required: true },
    creator_name: { type: 'string', required: true },
    sent_at: { type: 'string', required: true },
    expires_at: { type: 'string', required: true },
    token_hash: { type: 'string', required: true },
    /** The e-mail went out: a redelivered event sends nothing again. */
    mailed: { type: 'boolean' },
    /** A delivery's hold for e-mailing it (invitation-mail.ts): its token, until when (ms). */
    mail_claim: { type: 'string' },
    mail_claim_until: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'MANAGERINVITE#${id}') },
  },
});

/** The link's lookup, MANAGERINVITELINK#{token_hash}: the accept page's GetItem; TTL a month after expiry. */
export const managerInvitationLink = defineEntity({
  model: { entity: 'manager-invitation-link', version: '1', service: SERVICE },
  attributes: {
    token_hash: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    invitation_id: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'MANAGERINVITELINK#${token_hash}'),
      sk: tableKey('sk', 'MANAGERINVITELINK'),
    },
  },
});

/**
 * CREATOR#{creator_id} / MANAGERINVITEE#{email}: one open invitation per address and creator, however many
 * tabs send it at once (its conditional put).
 */
export const managerInvitee = defineEntity({
  model: { entity: 'manager-invitee', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    email: { type: 'string', required: true },
    invitation_id: { type: 'string', required: true },
    expires_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'MANAGERINVITEE#${email}') },
  },
});

export type ManagerInvitationItem = EntityItem<typeof managerInvitation>;
