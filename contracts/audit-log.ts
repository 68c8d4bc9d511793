/**
 * Issue 35, part 3: the brand's audit log. Every change to money, access or program terms leaves one
 * entry, written in the same transaction as the change (functions/shared/audit/audit-entry.ts); brands
 * read theirs under Account → Audit log, filtered by person and kind, a page at a time, and export it
 * as CSV (/api/exports/audit-log.csv, contracts/exports.ts).
 */
import * as z from 'zod/mini';
import { brandRoles, rolesFor } from './brand-roles';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';

/** The closed list of what an entry records; the screen says each in plain words (auditKindLabels). */
export const auditKinds = [
  'commission.changed',
  'commission.cut_cancelled',
  'terms.changed',
  'terms.cut_cancelled',
  'tier.changed',
  'tier.change_cancelled',
  'offer.created',
  'offer.withdrawn',
  'invoice.paid',
  'payment_method.changed',
  'payment_method.removed',
  'autopay.changed',
  'payout_settings.changed',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'webhook.secret_rolled',
  'webhook.secret_revealed',
  'member.invited',
  'member.role_changed',
  'member.removed',
  'member.joined',
  'member.left',
  'ownership.transferred',
  'team.two_factor_changed',
  'creator.blacklisted',
  'creator.unblacklisted',
  'sale.released',
  'sale.voided',
  'fraud_settings.changed',
  // Issue 36 part 4: a creator suspended from the brand's program, and the end of it.
  'creator.suspended',
  'creator.suspension_released',
  'creator.suspension_forfeited',
  // Issue 36, leaked codes.
  'discount_code.rotated',
  'discount_code.restricted',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditKindLabels: Readonly<Record<AuditKind, string>> = {
  'commission.changed': 'Changed a commission',
  'commission.cut_cancelled': 'Withdrew an announced commission cut',
  'terms.changed': 'Changed the program terms',
  'terms.cut_cancelled': 'Withdrew an announced terms cut',
  'tier.changed': 'Changed the tiers',
  'tier.change_cancelled': 'Withdrew an announced tier change',
  'offer.created': 'Created an offer',
  'offer.withdrawn': 'Withdrew an offer',
  'invoice.paid': 'Paid an invoice',
  'payment_method.changed': 'Saved a payment method',
  'payment_method.removed': 'Removed the payment method',
  'autopay.changed': 'Changed autopay',
  'payout_settings.changed': 'Changed payout settings',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.changed': 'Changed a webhook endpoint',
  'webhook.deleted': 'Deleted a webhook endpoint',
  'webhook.secret_rolled': "Rolled a webhook's signing secret",
  'webhook.secret_revealed': "Revealed a webhook's signing secret",
  'member.invited': 'Invited a member',
  'member.role_changed': "Changed a member's role",
  'member.removed': 'Removed a member',
  'member.joined': 'Joined the brand',
  'member.left': 'Left the brand',
  'ownership.transferred': 'Transferred ownership',
  'team.two_factor_changed': 'Changed whether the team must use two-factor sign-in',
  'creator.blacklisted': 'Blocked a creator',
  'creator.unblacklisted': 'Unblocked a creator',
  'sale.released': 'Released a sale',
  'sale.voided': 'Voided a sale',
  'fraud_settings.changed': 'Changed the fraud signals',
  'creator.suspended': 'Suspended a creator from the program',
  'creator.suspension_released': "Released a creator's suspension",
  'creator.suspension_forfeited': "Forfeited a suspended creator's frozen money",
  'discount_code.rotated': 'Rotated a discount code',
  'discount_code.restricted': 'Limited a discount code to one use per customer',
};

/** operator (issue 36): a marketplace operator deciding a held sale from the review queue. */
export const auditActorTypes = ['member', 'api_key', 'system', 'operator'] as const;

/** One entry as the screen and the CSV show it. */
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(auditKinds),
  actor: z.object({
    type: z.enum(auditActorTypes),
    /** The member's user id, the API key's id, or the system's name ("stripe"). */
    id: z.string(),
    /** As it was when the change was made (a later rename does not rewrite history). */
    name: z.string(),
    email: z.nullable(z.string()),
    role: z.nullable(z.enum(brandRoles)),
    /** Creator managers (a later part): whom the actor acted for. */
    acting_for: z.nullable(z.string()),
  }),
  /** What was changed: a product, a key, an endpoint, a creator … with its name at the time. */
  subject: z.nullable(z.object({ type: z.string(), id: z.string(), label: z.nullable(z.string()) })),
  before: z.unknown(),
  after: z.unknown(),
  correlation_id: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

const FILTER_ID = /^[\w.:@-]{1,80}$/;

export const auditLogQuery = z.object({
  /** The person or key (actor.id) whose changes to list. */
  actor: z.optional(z.string().check(z.regex(FILTER_ID, 'actor must be an id from the list'))),
  kind: z.optional(z.enum(auditKinds, { error: 'kind must be one of the listed kinds' })),
  cursor: cursorParam,
  limit: limitParam(25, 100),
});

/** The people and keys that appear in the log (the person filter's choices), from the page's own reads. */
export const auditActorOption = z.object({ id: z.string(), name: z.string(), type: z.enum(auditActorTypes) });

export const getAuditLog = defineContract({
  method: 'GET',
  path: '/api/brand/audit-log',
  auth: 'brand',
  // Every member sees who changed what: the team's changes are not a secret within the team. The CSV
  // (exports of the brand's records) is for the roles that handle money, as the other brand exports.
  roles: rolesFor.reading,
  summary: 'The brand audit log, newest first, filtered by person and kind',
  query: auditLogQuery,
  responses: {
    200: z.object({
      entries: z.array(auditEntry),
      next_cursor: z.nullable(z.string()),
      members: z.array(auditActorOption),
    }),
  },
});
