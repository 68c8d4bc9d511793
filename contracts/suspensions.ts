/**
 * Issue 36 part 4: suspending a creator for cause. The operator suspends a creator platform-wide, or a
 * brand suspends a creator from its own program. Unlike a blacklist (a brand's cut without notice, for
 * good), a suspension has a reason the creator is told, is reviewed, and ends: released (the frozen money
 * flows again as before) or forfeited (the frozen entries are voided by new, opposite entries). While it
 * lasts the creator's links still send shoppers to the store, but new orders earn nothing — and do not
 * earn later either — and the creator's pending and payable money (with that brand, or everywhere) is
 * frozen: payouts skip it. Nothing is deleted.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract } from './http';

export const suspensionCategories = [
  'fraud',
  'self_referral',
  'policy_violation',
  'chargebacks',
  'other',
] as const;
export type SuspensionCategory = (typeof suspensionCategories)[number];

export const suspensionCategoryLabels: Record<SuspensionCategory, string> = {
  fraud: 'Suspected fraud',
  self_referral: 'Self-referral',
  policy_violation: 'Policy violation',
  chargebacks: 'Chargebacks',
  other: 'Other',
};

export const suspensionScopes = ['platform', 'brand'] as const;
export const suspensionStates = ['active', 'released', 'forfeited'] as const;

const nullableText = z.nullable(z.string());

export const suspensionView = z.object({
  scope: z.enum(suspensionScopes),
  /** A brand's suspension from its program: the brand; null for the platform's. */
  brand_id: nullableText,
  brand_name: nullableText,
  state: z.enum(suspensionStates),
  reason_category: z.enum(suspensionCategories),
  reason_text: z.string(),
  /** "Suspected fraud: …" — what the creator's banner says. */
  reason: z.string(),
  suspended_at: z.string(),
  ended_at: nullableText,
  /** Forfeited: how much was voided. */
  forfeited_cents: z.nullable(z.number()),
});
export type SuspensionView = z.infer<typeof suspensionView>;

/**
 * The creator's money a suspension freezes, part of the balance figures (never added to them): pending
 * (in the hold or waiting for the brand's invoice) and payable. Null when nothing is suspended.
 */
export const frozenMoneyView = z.object({
  pending_cents: z.number(),
  payable_cents: z.number(),
  total_cents: z.number(),
  suspensions: z.array(suspensionView),
});
export type FrozenMoneyView = z.infer<typeof frozenMoneyView>;

export const appealMessageView = z.object({
  id: z.string(),
  from: z.enum(['creator', 'operator']),
  author_name: z.string(),
  body: z.string(),
  at: z.string(),
});
export type AppealMessageView = z.infer<typeof appealMessageView>;

/** What the creator's and the operator's screens show of one creator's suspensions. */
export const creatorSuspensionState = z.object({
  creator_id: z.string(),
  /** The suspensions in force (at most one platform-wide, one per brand). */
  active: z.array(suspensionView),
  frozen: z.nullable(frozenMoneyView),
  appeal: z.array(appealMessageView),
});

export const SUSPENSION_TEXT_MAX = 1_000;
export const APPEAL_MESSAGE_MAX = 4_000;

const suspendBody = z.strictObject({
  category: z.enum(suspensionCategories, { error: 'Choose a reason' }),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why, in a few words'),
      z.maxLength(SUSPENSION_TEXT_MAX, `At most ${SUSPENSION_TEXT_MAX} characters`),
    ),
});

const creatorParams = z.object({ creatorId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const ALREADY_SUSPENDED_MESSAGE = 'This creator is already suspended.';
export const NOT_SUSPENDED_MESSAGE = 'This creator is not suspended (any more).';
/** What a new order during a suspension is recorded with: it never earns, not even after a release. */
export const SUSPENDED_SALE_REASON =
  'The creator was suspended when this order was placed: the sale is not attributed and earns nothing, even after a release.';

const suspensionAnswer = z.object({ suspension: suspensionView });

// The operator's routes (auth operator; audited in OPS#AUDIT).

export const getOpsCreatorSuspension = defineContract({
  method: 'GET',
  path: '/api/ops/creators/{creatorId}/suspension',
  auth: 'operator',
  summary: "A creator's suspensions in force, the money they freeze and the appeal thread",
  params: creatorParams,
  responses: { 200: creatorSuspensionState },
});

export const suspendCreator = defineContract({
  method: 'POST',
  path: '/api/ops/creators/{creatorId}/suspension',
  auth: 'operator',
  summary:
    'Suspends a creator platform-wide for cause: new orders earn nothing, pending and payable money is frozen; 409 when already suspended',
  params: creatorParams,
  body: suspendBody,
  responses: { 201: suspensionAnswer },
});

export const releaseCreatorSuspension = defineContract({
  method: 'POST',
  path: '/api/ops/creators/{creatorId}/suspension/release',
  auth: 'operator',
  summary: "Ends a creator's platform suspension: the frozen money flows again exactly as before",
  params: creatorParams,
  responses: { 200: suspensionAnswer },
});

export const forfeitCreatorSuspension = defineContract({
  method: 'POST',
  path: '/api/ops/creators/{creatorId}/suspension/forfeit',
  auth: 'operator',
  summary:
    "Ends a creator's platform suspension by forfeit: every frozen entry is voided by a new, opposite entry",
  params: creatorParams,
  responses: { 200: suspensionAnswer },
});

export const appealSummary = z.object({
  creator_id: z.string(),
  creator_name: z.string(),
  creator_email: nullableText,
  active: z.array(suspensionView),
  messages: z.number(),
  last_message_at: nullableText,
  /** The last message is the creator's: waiting for an operator's answer. */
  awaiting_answer: z.boolean(),
});

export const listOpsAppeals = defineContract({
  method: 'GET',
  path: '/api/ops/appeals',
  auth: 'operator',
  summary: 'Suspended creators and their appeal threads, those waiting for an answer first',
  responses: { 200: z.object({ appeals: z.array(appealSummary) }) },
});

const messageBody = z.strictObject({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a message'),
      z.maxLength(APPEAL_MESSAGE_MAX, `At most ${APPEAL_MESSAGE_MAX} characters`),
    ),
});

export const answerAppeal = defineContract({
  method: 'POST',
  path: '/api/ops/creators/{creatorId}/appeal',
  auth: 'operator',
  summary: "An operator's answer in a suspended creator's appeal thread",
  params: creatorParams,
  body: messageBody,
  responses: { 201: z.object({ message: appealMessageView }) },
});

// The brand's routes (program roles; audited in the brand's audit log).

export const getProgramSuspension = defineContract({
  method: 'GET',
  path: '/api/brand/creators/{creatorId}/suspension',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The creator's suspension from the brand's program, if any, and the money it freezes",
  params: creatorParams,
  responses: {
    200: z.object({
      suspension: z.nullable(suspensionView),
      frozen_pending_cents: z.number(),
      frozen_payable_cents: z.number(),
    }),
  },
});

export const suspendFromProgram = defineContract({
  method: 'POST',
  path: '/api/brand/creators/{creatorId}/suspension',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    "Suspends a creator from the brand's program for cause: their new orders with the brand earn nothing, their money with the brand is frozen; 409 when already suspended",
  params: creatorParams,
  body: suspendBody,
  responses: { 201: suspensionAnswer },
});

export const releaseFromProgram = defineContract({
  method: 'POST',
  path: '/api/brand/creators/{creatorId}/suspension/release',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Ends a creator's suspension from the program: the frozen money flows again exactly as before",
  params: creatorParams,
  responses: { 200: suspensionAnswer },
});

export const forfeitFromProgram = defineContract({
  method: 'POST',
  path: '/api/brand/creators/{creatorId}/suspension/forfeit',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    "Ends a creator's suspension from the program by forfeit: their frozen entries with the brand are voided (not billed if not yet invoiced)",
  params: creatorParams,
  responses: { 200: suspensionAnswer },
});

// The creator's routes.

export const getMySuspension = defineContract({
  method: 'GET',
  path: '/api/creator/suspension',
  auth: 'creator',
  // Served from functions/ledger, which takes no manager check (as Earnings): the creator's own.
  managers: false,
  summary: 'Whether the creator is suspended, why, the money it freezes, and the appeal thread',
  responses: { 200: creatorSuspensionState },
});

export const sendAppeal = defineContract({
  method: 'POST',
  path: '/api/creator/suspension/appeal',
  auth: 'creator',
  managers: false,
  summary: "The creator's message in their appeal thread with the operators (while suspended)",
  body: messageBody,
  responses: { 201: z.object({ message: appealMessageView }) },
});
