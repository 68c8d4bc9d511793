/**
 * Issue 36: the operator console (/ops), the routes of the people who run the marketplace. Every route is
 * `auth: 'operator'`: a member of the Cognito `operator` group (added by `npm run operator -- add`,
 * never by sign-up), checked on each request from the verified token; no brand or creator reaches them
 * (tests/integration/operator-authorization.test.ts). Every action writes an entry to the operators'
 * audit log (OPS#AUDIT, functions/shared/audit/ops-audit-entry.ts).
 */
import * as z from 'zod/mini';
import { invoiceStatuses } from './billing';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';
import { payoutStatuses } from './payouts';
import { releaseDecisionBody, sale, saleIdParams, voidDecisionBody } from './sales';

/** What an operator's audit entry records. */
export const opsAuditKinds = [
  'dead_letter.replayed',
  'payout.retried',
  // Issue 36 part 4: suspending a creator platform-wide, its end, and the answers to appeals.
  'creator.suspended',
  'creator.suspension_released',
  'creator.suspension_forfeited',
  'appeal.answered',
  'sale.released',
  'sale.voided',
  // Issue 36 part 5: an operator's read-only view of a brand's or creator's screens.
  'view_as.started',
] as const;
export type OpsAuditKind = (typeof opsAuditKinds)[number];

/**
 * A dead letter: an event one rule's consumer failed on after every retry. `waiting` until an operator
 * replays it; `replayed` once it was sent back to that rule (once: the replay is a conditional write).
 * A replay that fails again is dead-lettered again, as a new dead letter.
 */
export const deadLetterStates = ['waiting', 'replayed'] as const;
export type DeadLetterState = (typeof deadLetterStates)[number];

const nullableText = z.nullable(z.string());

/** Dead letter ids: `DL` and 26 characters of the id alphabet (time first, so they sort by when). */
export const DEAD_LETTER_ID = /^DL[0-9A-Z]{26}$/;

export const deadLetterView = z.object({
  id: z.string(),
  rule: z.string(),
  /** The event's detail-type and the bus's id of the delivery that failed. */
  event_type: z.string(),
  event_id: z.string(),
  /** What the consumer answered (its error), as the bus or the queue recorded it. */
  error: z.string(),
  dead_lettered_at: z.string(),
  state: z.enum(deadLetterStates),
  replayed_at: nullableText,
  /** The operator who replayed it, by name. */
  replayed_by: nullableText,
  /** The event's detail, for the operator to see what it was about. */
  detail: z.unknown(),
});
export type DeadLetterView = z.infer<typeof deadLetterView>;

export const deadLetterRuleGroup = z.object({
  rule: z.string(),
  /** The rule's own description (events/rules.ts). */
  description: z.string(),
  waiting: z.number(),
  dead_letters: z.array(deadLetterView),
});

/** The outbox's backlog: events written and not yet on the bus (the publisher and the sweep's work). */
export const outboxBacklog = z.object({
  pending: z.number(),
  /** The oldest pending event's time; null when none is pending. */
  oldest_pending_at: nullableText,
  /** True when there are more than `pending` (the count stops at its bound). */
  more: z.boolean(),
});

export const getOperations = defineContract({
  method: 'GET',
  path: '/api/ops/dead-letters',
  auth: 'operator',
  summary:
    "Operations: dead-lettered events per rule with their error (newest first), and the outbox's backlog",
  responses: {
    200: z.object({
      rules: z.array(deadLetterRuleGroup),
      waiting: z.number(),
      /** True when older dead letters exist beyond the ones listed. */
      more: z.boolean(),
      outbox: outboxBacklog,
    }),
  },
});

export const ALREADY_REPLAYED_MESSAGE = 'This event has already been replayed.';

export const replayDeadLetter = defineContract({
  method: 'POST',
  path: '/api/ops/dead-letters/{deadLetterId}/replay',
  auth: 'operator',
  summary:
    'Replays one dead-lettered event to the rule it failed in, once: a second replay of it is 409 (two clicks, two operators)',
  params: z.object({
    deadLetterId: z.string().check(z.regex(DEAD_LETTER_ID, 'Unknown dead letter')),
  }),
  responses: { 202: z.object({ dead_letter: deadLetterView }) },
});

export const replayAllDeadLetters = defineContract({
  method: 'POST',
  path: '/api/ops/dead-letters/replay-all',
  auth: 'operator',
  summary:
    "Replays every waiting dead letter (or one rule's), each once; one another operator replayed meanwhile is skipped",
  body: z.strictObject({
    rule: z.optional(z.string().check(z.regex(/^[A-Za-z]{1,80}$/, 'rule must be a rule name'))),
  }),
  responses: { 202: z.object({ replayed: z.number(), skipped: z.number(), more: z.boolean() }) },
});

/** Failed payouts not yet retried, or payouts still processing past the bound (`stuck`). */
export const opsPayoutStates = ['failed', 'stuck'] as const;
export type OpsPayoutState = (typeof opsPayoutStates)[number];

/** A payout is stuck when it is still processing this long after it was opened (the stale sweep's bound). */
export const STUCK_PAYOUT_MINUTES = 60;

export const opsPayoutView = z.object({
  payout_id: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  creator_email: nullableText,
  status: z.enum(payoutStatuses),
  amount_cents: z.number(),
  opened_at: z.string(),
  /** Stripe's error code, or ours (payout_account_not_active, not_completed). */
  failure_code: nullableText,
  /** Why, in the operator's words: Stripe's message, or the last error of a stuck payout. */
  failure_message: nullableText,
});
export type OpsPayoutView = z.infer<typeof opsPayoutView>;

export const listOpsPayouts = defineContract({
  method: 'GET',
  path: '/api/ops/payouts',
  auth: 'operator',
  summary: `Payouts that need an operator: failed and not yet retried, or stuck processing over ${STUCK_PAYOUT_MINUTES} minutes`,
  query: z.object({
    state: z._default(z.enum(opsPayoutStates, { error: 'state must be failed or stuck' }), 'failed'),
  }),
  responses: { 200: z.object({ state: z.enum(opsPayoutStates), payouts: z.array(opsPayoutView) }) },
});

export const PAYOUT_ALREADY_RETRIED_MESSAGE = 'This payout has already been retried.';

export const retryOpsPayout = defineContract({
  method: 'POST',
  path: '/api/ops/payouts/{payoutId}/retry',
  auth: 'operator',
  summary:
    'Retries a failed payout (a new payout of the balance it returned, its own transfer key) or a stuck one (its work again, the same key): one Stripe transfer however often it is clicked',
  params: z.object({ payoutId: z.string().check(z.regex(/^PO-[A-Z0-9-]{8,60}$/, 'Unknown payout')) }),
  body: z.strictObject({ creator_id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: {
    202: z.object({
      /** The payout that makes the transfer: the new one for a failed payout, the same for a stuck one. */
      payout_id: z.string(),
      retry_of: z.string(),
    }),
  },
});

/** A sale held by fraud signals as the review queue lists it: its brand, and the sale as the brand sees it. */
export const reviewItemView = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  /** When a signal held it (the queue's order, oldest first; the item's age). */
  held_at: z.string(),
  sale,
});
export type ReviewItemView = z.infer<typeof reviewItemView>;

export const listReviewQueue = defineContract({
  method: 'GET',
  path: '/api/ops/review',
  auth: 'operator',
  summary:
    'The review queue across brands: sales held by fraud signals, oldest first, with their reason and evidence',
  query: z.object({ cursor: cursorParam, limit: limitParam(50, 100) }),
  responses: { 200: z.object({ items: z.array(reviewItemView), next_cursor: nullableText }) },
});

const reviewParams = z.extend(saleIdParams, {
  brandId: z.string().check(z.regex(/^[\w-]{1,64}$/, 'Unknown brand')),
});

export const releaseReviewItem = defineContract({
  method: 'POST',
  path: '/api/ops/review/{brandId}/{saleId}/release',
  auth: 'operator',
  summary:
    "Releases a held sale from the review queue, as the brand would (audited in the brand's log and the operators')",
  params: reviewParams,
  body: releaseDecisionBody,
  responses: { 200: z.object({ item: reviewItemView }) },
});

export const voidReviewItem = defineContract({
  method: 'POST',
  path: '/api/ops/review/{brandId}/{saleId}/void',
  auth: 'operator',
  summary:
    "Voids a held sale from the review queue with a reason (audited in the brand's log and the operators'); money already paid is clawed back",
  params: reviewParams,
  body: voidDecisionBody,
  responses: { 200: z.object({ item: reviewItemView }) },
});

const cents = z.number().check(z.int());
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Money chart's months: this many billing periods, the last one `until`. */
export const REVENUE_MONTHS = 12;

/** One billing period's platform fee: on its invoices as issued, and on those paid so far. */
export const revenueMonth = z.object({
  period: z.string(),
  fee_invoiced_cents: cents,
  fee_paid_cents: cents,
  invoices_issued: z.number(),
  invoices_paid: z.number(),
});

/** An invoice not yet paid, across brands: the oldest failing first is what an operator chases. */
export const opsUnpaidInvoice = z.object({
  invoice_number: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  period: z.string(),
  status: z.enum(invoiceStatuses),
  amount_cents: cents,
  issued_at: z.string(),
  due_at: z.string(),
  /** Whole days since it was issued. */
  age_days: z.number(),
  payment_failures: z.number(),
  /** The last failed payment (Stripe's reason and code), null when none failed. */
  last_failure: z.nullable(
    z.object({ reason: z.string(), code: nullableText, failed_at: z.string(), source: z.string() }),
  ),
  next_retry_at: nullableText,
});
export type OpsUnpaidInvoice = z.infer<typeof opsUnpaidInvoice>;

export const getOpsMoney = defineContract({
  method: 'GET',
  path: '/api/ops/money',
  auth: 'operator',
  summary: `Money: the platform's fee revenue of ${REVENUE_MONTHS} billing periods (to \`until\`, this month unless told) and the invoices unpaid across brands`,
  query: z.object({
    until: z.optional(z.string().check(z.regex(PERIOD, 'until must be a month, YYYY-MM'))),
  }),
  responses: {
    200: z.object({
      /** Oldest first, one per month (months without invoices are zeros). */
      months: z.array(revenueMonth),
      fee_percent: z.number(),
      unpaid_invoices: z.array(opsUnpaidInvoice),
      /** True when more invoices are unpaid than listed. */
      unpaid_more: z.boolean(),
    }),
  },
});

export const getOpsStripeBalance = defineContract({
  method: 'GET',
  path: '/api/ops/stripe-balance',
  auth: 'operator',
  summary: "The platform account's Stripe balance (USD): available now and pending",
  responses: { 200: z.object({ available_cents: cents, pending_cents: cents }) },
});

/** How long a view-as grant lasts (the header's rules: contracts/view-as-header.ts). */
export const VIEW_AS_MINUTES = 60;
export const viewAsTargetTypes = ['brand', 'creator'] as const;
export type ViewAsTargetType = (typeof viewAsTargetTypes)[number];

export const viewAsTarget = z.object({
  type: z.enum(viewAsTargetTypes),
  id: z.string(),
  name: z.string(),
  expires_at: z.string(),
});
export type ViewAsTarget = z.infer<typeof viewAsTarget>;

export const startViewAs = defineContract({
  method: 'POST',
  path: '/api/ops/view-as',
  auth: 'operator',
  summary: `Starts viewing the marketplace as a brand or a creator, read only, for ${VIEW_AS_MINUTES} minutes: an entry in the operators' audit log each time`,
  body: z.strictObject({
    type: z.enum(viewAsTargetTypes, { error: 'type must be brand or creator' }),
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown brand or creator')),
  }),
  responses: { 201: z.object({ view_as: viewAsTarget }) },
});

/** A person (or a brand) the People search found, with what an operator needs first. */
export const opsPerson = z.object({
  type: z.enum(viewAsTargetTypes),
  /** The brand's id, or the creator's (their user id). */
  id: z.string(),
  /** The brand's name; the creator's @username, else their name. */
  name: z.string(),
  /** The person's name (the brand's owner). */
  person_name: nullableText,
  email: nullableText,
  /** The account's role (brand or creator), and whether it is an operator is not shown here. */
  role: z.enum(viewAsTargetTypes),
  /** `active` once onboarded; `onboarding` before; `closed` once the account was closed. */
  status: z.enum(['active', 'onboarding', 'closed']),
  created_at: nullableText,
  /** How it was found: its id, its e-mail, or its name's beginning. */
  matched_by: z.enum(['id', 'email', 'name']),
});
export type OpsPerson = z.infer<typeof opsPerson>;

export const searchPeople = defineContract({
  method: 'GET',
  path: '/api/ops/people',
  auth: 'operator',
  summary:
    "People: brands and creators by id (exact), e-mail (exact) or name (the beginning of a brand's name or a creator's username)",
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(2, 'Type at least 2 characters'), z.maxLength(254)),
  }),
  responses: { 200: z.object({ people: z.array(opsPerson) }) },
});

/** An outgoing webhook endpoint the marketplace turned off after it failed for three days. */
export const opsDisabledEndpoint = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  endpoint_id: z.string(),
  url: z.string(),
  disabled_at: z.string(),
  disabled_reason: nullableText,
});

/** A connected Shopify store whose granted scopes lack ones the app asks for (the brand must reconnect). */
export const opsStoreMissingScopes = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  shop_domain: z.string(),
  missing_scopes: z.array(z.string()),
});

export const getOpsIntegrations = defineContract({
  method: 'GET',
  path: '/api/ops/integrations',
  auth: 'operator',
  summary:
    "Operations: brands' webhook endpoints the marketplace turned off (newest first) and Shopify stores missing access scopes",
  responses: {
    200: z.object({
      disabled_endpoints: z.array(opsDisabledEndpoint),
      endpoints_more: z.boolean(),
      stores_missing_scopes: z.array(opsStoreMissingScopes),
      /** True when not every connected store was checked (the list stops at its bound). */
      stores_more: z.boolean(),
    }),
  },
});
