import type { EntityItem } from 'electrodb';
import { invitableRoles } from '../../../contracts/teams';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * Issue 35: a pending invitation to a brand's team, BRAND#{brand_id} / TEAMINVITE#{id} (the members
 * screen's Query lists them beside the members). Accepting or revoking deletes it; an expired one stays
 * listed as expired until resent or revoked.
 */
export const teamInvitation = defineEntity({
  model: { entity: 'team-invitation', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    email: { type: 'string', required: true },
    role: { type: invitableRoles, required: true },
    invited_by: { type: 'string', required: true },
    invited_by_name: { type: 'string', required: true },
    sent_at: { type: 'string', required: true },
    expires_at: { type: 'string', required: true },
    /** Which send the current link is (the link's secret is derived from it: invitation-token.ts). */
    send: { type: 'number', required: true },
    token_hash: { type: 'string', required: true },
    /** The last send whose e-mail went out: a redelivered event sends nothing again. */
    mailed_send: { type: 'number' },
    /** A delivery's hold of a send for e-mailing it (invitation-mail.ts): its token, which send, until when (ms). */
    mail_claim: { type: 'string' },
    mail_claim_send: { type: 'number' },
    mail_claim_until: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'TEAMINVITE#${id}') },
  },
});

/**
 * The link's lookup, TEAMINVITELINK#{token_hash}: the accept page's GetItem by the secret's hash. Removed
 * with the invitation (accept, revoke) or replaced by a resend; DynamoDB's TTL clears one a month after expiry.
 */
export const teamInvitationLink = defineEntity({
  model: { entity: 'team-invitation-link', version: '1', service: SERVICE },
  attributes: {
    token_hash: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    invitation_id: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'TEAMINVITELINK#${token_hash}'), sk: tableKey('sk', 'TEAMINVITELINK') },
  },
});

export type TeamInvitationItem = EntityItem<typeof teamInvitation>;
