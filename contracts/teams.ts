/**
 * Issue 35: a brand's team. Members hold one role each (contracts/brand-roles.ts); owners and admins invite
 * people by e-mail (the invitation expires after INVITATION_DAYS, and can be resent or revoked); accepting
 * signs up or signs in, and joins. A person may belong to several brands and switch between them.
 */
import * as z from 'zod/mini';
import { brandRoles, rolesFor } from './brand-roles';
import { defineContract, noBody } from './http';

export const INVITATION_DAYS = 7;
/** Pending invitations a brand may hold at once (the members screen lists them all). */
export const MAX_PENDING_INVITATIONS = 50;
/** Members a brand may have (the members screen lists them all; one Query). */
export const MAX_MEMBERS = 100;

/** The roles an invitation may offer: ownership is transferred, never invited. */
export const invitableRoles = ['admin', 'manager', 'finance', 'viewer'] as const;

const brandRole = z.enum(brandRoles);

export const member = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: brandRole,
  added_at: z.string(),
  /** The caller themself. */
  is_you: z.boolean(),
  /** They sign in with two factors (set up under Account → Security). */
  two_factor: z.boolean(),
});
export type Member = z.infer<typeof member>;

export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  invited_by: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

const teamView = z.object({
  members: z.array(member),
  invitations: z.array(pendingInvitation),
  your_role: brandRole,
  /** Every member must sign in with two factors: those without it are refused the brand until they set it up. */
  require_two_factor: z.boolean(),
});
export type TeamView = z.infer<typeof teamView>;

export const getTeam = defineContract({
  method: 'GET',
  path: '/api/brand/members',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's members with their roles, and its pending invitations",
  responses: { 200: teamView },
});

export const inviteMemberSchema = z.strictObject({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.email({ error: 'Enter a valid email address' }),
      z.maxLength(254, { error: 'Enter a valid email address' }),
    ),
  role: z.enum(invitableRoles, { error: 'Choose a role' }),
});

export const inviteMember = defineContract({
  method: 'POST',
  path: '/api/brand/members/invitations',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Invite a person by e-mail to join the brand in a role (the e-mail holds a link for 7 days)',
  body: inviteMemberSchema,
  responses: { 201: z.object({ invitation: pendingInvitation }) },
});

const invitationParams = z.strictObject({ invitationId: z.string().check(z.regex(/^inv_[0-9A-Z]{10,40}$/)) });

export const resendInvitation = defineContract({
  method: 'POST',
  path: '/api/brand/members/invitations/{invitationId}/resend',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Send the invitation again with a new link, valid 7 more days (the old link stops working)',
  params: invitationParams,
  responses: { 200: z.object({ invitation: pendingInvitation }) },
});

export const revokeInvitation = defineContract({
  method: 'DELETE',
  path: '/api/brand/members/invitations/{invitationId}',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Revoke a pending invitation (its link stops working)',
  params: invitationParams,
  responses: { 204: noBody },
});

const memberParams = z.strictObject({ userId: z.string().check(z.regex(/^[0-9A-Za-z-]{1,64}$/)) });

export const changeMemberRole = defineContract({
  method: 'PUT',
  path: '/api/brand/members/{userId}/role',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: "Change a member's role (only an owner changes an owner's; the last owner keeps theirs)",
  params: memberParams,
  body: z.strictObject({ role: z.enum(invitableRoles, { error: 'Choose a role' }) }),
  responses: { 200: z.object({ member }) },
});

export const removeMember = defineContract({
  method: 'DELETE',
  path: '/api/brand/members/{userId}',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Remove a member: their access ends at their next request (the last owner cannot be removed)',
  params: memberParams,
  responses: { 204: noBody },
});

export const leaveBrand = defineContract({
  method: 'POST',
  path: '/api/brand/members/leave',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'Leave the brand in use (the last owner cannot leave)',
  responses: { 204: noBody },
});

export const transferOwnership = defineContract({
  method: 'POST',
  path: '/api/brand/members/{userId}/transfer-ownership',
  auth: 'brand',
  roles: rolesFor.ownership,
  summary: 'Make another member an owner; you become an admin',
  params: memberParams,
  responses: { 200: z.object({ member }) },
});

export const setTwoFactorRequirement = defineContract({
  method: 'PUT',
  path: '/api/brand/members/two-factor',
  auth: 'brand',
  roles: rolesFor.settings,
  // The one who turns it on has it on: nobody locks a team out from an account without it.
  secondFactor: 'require two-factor sign-in for your team',
  summary:
    'Require (or stop requiring) two-factor sign-in of every member: a member without it is refused the brand until they set it up',
  body: z.strictObject({ required: z.boolean({ error: 'Choose on or off' }) }),
  responses: { 200: z.object({ require_two_factor: z.boolean() }) },
});

/** The brands a signed-in person belongs to: the workspace switcher's list. */
export const myBrand = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  logo_url: z.nullable(z.string()),
  role: brandRole,
});
export type MyBrand = z.infer<typeof myBrand>;

export const listMyBrands = defineContract({
  method: 'GET',
  path: '/api/me/brands',
  auth: 'any',
  summary: 'The brands the signed-in person belongs to, with their role in each',
  responses: { 200: z.object({ brands: z.array(myBrand) }) },
});

/** The secret of an invitation's link (never stored: the server keeps its SHA-256). */
const invitationToken = z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

export const invitationView = z.object({
  brand_name: z.string(),
  logo_url: z.nullable(z.string()),
  email: z.string(),
  role: z.enum(invitableRoles),
  invited_by: z.string(),
  expires_at: z.string(),
  /** pending: can be accepted; expired or used: says so (revoked links are unknown: 404). */
  state: z.enum(['pending', 'expired']),
});
export type InvitationView = z.infer<typeof invitationView>;

export const getInvitation = defineContract({
  method: 'GET',
  path: '/api/team-invitations/{token}',
  auth: 'public',
  summary: 'What an invitation link offers: the brand, the role, the address it was sent to',
  params: invitationToken,
  responses: { 200: z.object({ invitation: invitationView }) },
});

export const acceptInvitation = defineContract({
  method: 'POST',
  path: '/api/team-invitations/{token}/accept',
  auth: 'any',
  summary: 'Join the brand: the signed-in brand account must have the address the invitation was sent to',
  params: invitationToken,
  responses: { 200: z.object({ brand: myBrand }) },
});
