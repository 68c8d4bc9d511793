/**
 * Issue 35, part 2: creator managers. A creator grants a manager (a person with a creator account of their
 * own) access to their workspace by e-mail invitation (it expires after MANAGER_INVITATION_DAYS and can be
 * revoked); the manager then works for the creator by sending `x-creator-id` with the creator's routes
 * their contracts open to managers (`managers: true`) — never payout settings, security, sessions, your
 * data or these routes. The creator's Activity lists the grants and every change a manager made for them.
 */
import * as z from 'zod/mini';
import { auditEntry } from './audit-log';
import { defineContract, noBody } from './http';

export { CREATOR_HEADER } from './creator-header';

export const MANAGER_INVITATION_DAYS = 7;
/** Managers plus pending invitations a creator may hold (the Managers screen lists them all; one Query). */
export const MAX_MANAGERS = 20;

/** What the creator's activity log records (its own list: the brand log's kinds are a brand's). */
export const creatorAuditKinds = [
  'manager.invited',
  'manager.invitation_revoked',
  'manager.joined',
  'manager.removed',
  'manager.left',
  'workspace.changed',
] as const;
export type CreatorAuditKind = (typeof creatorAuditKinds)[number];

export const creatorAuditKindLabels: Readonly<Record<CreatorAuditKind, string>> = {
  'manager.invited': 'Invited a manager',
  'manager.invitation_revoked': "Revoked a manager's invitation",
  'manager.joined': 'Accepted the invitation to manage',
  'manager.removed': 'Removed a manager',
  'manager.left': 'Stopped managing',
  'workspace.changed': 'Made a change',
};

const managerView = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  added_at: z.string(),
});
export type ManagerView = z.infer<typeof managerView>;

export const pendingManagerInvitation = z.object({
  id: z.string(),
  email: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type PendingManagerInvitation = z.infer<typeof pendingManagerInvitation>;

export const getManagers = defineContract({
  method: 'GET',
  path: '/api/creator/managers',
  auth: 'creator',
  managers: false,
  summary: "The creator's managers and pending manager invitations",
  responses: {
    200: z.object({ managers: z.array(managerView), invitations: z.array(pendingManagerInvitation) }),
  },
});

export const inviteManager = defineContract({
  method: 'POST',
  path: '/api/creator/managers/invitations',
  auth: 'creator',
  managers: false,
  summary: 'Invite a person by e-mail to manage your workspace (the e-mail holds a link for 7 days)',
  body: z.strictObject({
    email: z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.email({ error: 'Enter a valid email address' }),
        z.maxLength(254, { error: 'Enter a valid email address' }),
      ),
  }),
  responses: { 201: z.object({ invitation: pendingManagerInvitation }) },
});

const invitationParams = z.strictObject({
  invitationId: z.string().check(z.regex(/^minv_[0-9A-Z]{10,40}$/)),
});

export const revokeManagerInvitation = defineContract({
  method: 'DELETE',
  path: '/api/creator/managers/invitations/{invitationId}',
  auth: 'creator',
  managers: false,
  summary: 'Revoke a pending manager invitation (its link stops working)',
  params: invitationParams,
  responses: { 204: noBody },
});

const userParams = z.strictObject({ userId: z.string().check(z.regex(/^[0-9A-Za-z-]{1,64}$/)) });

export const removeManager = defineContract({
  method: 'DELETE',
  path: '/api/creator/managers/{userId}',
  auth: 'creator',
  managers: false,
  summary: 'Remove a manager: their access ends at their next request',
  params: userParams,
  responses: { 204: noBody },
});

/** One entry of the creator's activity: the brand log's shape, with the creator log's kinds. */
export const creatorAuditEntry = z.extend(auditEntry, { kind: z.enum(creatorAuditKinds) });
export type CreatorAuditEntryView = z.infer<typeof creatorAuditEntry>;

export const getManagerActivity = defineContract({
  method: 'GET',
  path: '/api/creator/managers/activity',
  auth: 'creator',
  managers: false,
  summary: 'Activity: manager grants and removals, and every change a manager made for you, newest first',
  responses: { 200: z.object({ entries: z.array(creatorAuditEntry) }) },
});

/** A creator the signed-in person manages: the switcher's list. */
export const managedCreator = z.object({
  creator_id: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
});
export type ManagedCreator = z.infer<typeof managedCreator>;

export const listManagedCreators = defineContract({
  method: 'GET',
  path: '/api/me/creators',
  // Any signed-in person (the switcher asks whatever workspace is shown); a brand account manages nobody.
  auth: 'any',
  summary: 'The creators the signed-in person manages',
  responses: { 200: z.object({ creators: z.array(managedCreator) }) },
});

const creatorParams = z.strictObject({ creatorId: z.string().check(z.regex(/^[0-9A-Za-z-]{1,64}$/)) });

export const leaveCreator = defineContract({
  method: 'DELETE',
  path: '/api/me/creators/{creatorId}',
  auth: 'any',
  summary: "Stop managing a creator's workspace",
  params: creatorParams,
  responses: { 204: noBody },
});

/** The secret of an invitation's link (never stored: the server keeps its SHA-256). */
const invitationToken = z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

export const managerInvitationView = z.object({
  creator_name: z.string(),
  email: z.string(),
  expires_at: z.string(),
  state: z.enum(['pending', 'expired']),
});
export type ManagerInvitationView = z.infer<typeof managerInvitationView>;

export const getManagerInvitation = defineContract({
  method: 'GET',
  path: '/api/manager-invitations/{token}',
  auth: 'public',
  summary: 'What a manager invitation link offers: the creator, the address it was sent to',
  params: invitationToken,
  responses: { 200: z.object({ invitation: managerInvitationView }) },
});

export const acceptManagerInvitation = defineContract({
  method: 'POST',
  path: '/api/manager-invitations/{token}/accept',
  auth: 'any',
  summary:
    "Start managing the creator's workspace: the signed-in creator account must have the address the invitation was sent to",
  params: invitationToken,
  responses: { 200: z.object({ creator: managedCreator }) },
});
