/**
 * Sales and commissions (docs/architecture.md section 5), read from the commission ledger: the brand's attributed
 * orders with every line's receipt, the brand's decision on a held (self-referral) sale, and the
 * creator's ledger entries with their totals. Money is integer cents; reversals are negative.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { signalHit } from './fraud';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';

const cents = z.number().check(z.int());
const nullableText = z.nullable(z.string());

/** needs_review: outside the ledger's bounds (another currency, an absurd amount): counted nowhere. */
export const saleStatuses = ['attributed', 'held', 'unattributed', 'void', 'needs_review'] as const;
export const commissionStatuses = ['pending', 'available', 'held', 'void', 'in_payout', 'paid'] as const;
export type SaleStatus = (typeof saleStatuses)[number];
export type CommissionStatus = (typeof commissionStatuses)[number];

export const saleLine = z.object({
  line_id: z.string(),
  product_id: nullableText,
  product_name: z.string(),
  quantity: z.number(),
  price_cents: cents,
  discount_cents: cents,
  base_cents: cents,
  rate_percentage: z.nullable(z.number()),
  /**
   * The rule that set the rate, in the brand's words ("product rate", "@ava's terms for this product",
   * "tier: 10+ sales this month", "offer until 2026-12-31"); null for a line that earns nothing.
   */
  rate_rule: nullableText,
  commission_cents: cents,
  commissionable: z.boolean(),
  /** Why the line earns nothing. */
  reason: nullableText,
  /**
   * The line's product is not in the program (paused, not offered to creators, not on the marketplace, a
   * custom line): its receipt says "Not in the program: earns nothing" instead of arithmetic.
   */
  outside_program: z.boolean(),
  reversed_quantity: z.number(),
  reversed_base_cents: cents,
  reversed_commission_cents: cents,
});

export const saleAttribution = z.object({
  method: z.enum(['link', 'code']),
  via: z.string(),
  overruled_code: nullableText,
  explanation: z.string(),
});

/** An order as the brand sees it in Sales: who it is attributed to, why, and each line's receipt. */
export const sale = z.object({
  /** Opaque id of the sale (for release / void). */
  sale_id: z.string(),
  order_id: z.string(),
  order_name: z.string(),
  created_at: z.string(),
  creator_id: nullableText,
  creator_username: nullableText,
  status: z.enum(saleStatuses),
  status_reason: nullableText,
  attribution: z.nullable(saleAttribution),
  customer_email: nullableText,
  currency: z.string(),
  lines: z.array(saleLine),
  /** Attributed sales net of refunds. */
  sale_cents: cents,
  /** Commission net of refunds. */
  commission_cents: cents,
  hold_until: z.string(),
  cancelled_at: nullableText,
  refund_count: z.number(),
  /**
   * Whether the order counts as a conversion on the brand's dashboard (one definition for both: an order
   * attributed to a creator, with at least one line in the program, not cancelled; a held sale once
   * released). Refunded orders still count: they were sales.
   */
  counts_as_conversion: z.boolean(),
  /** Why it does not count, in words (null when it counts). */
  conversion_note: nullableText,
  /** Issue 21, tiers: the sale's number in the creator's month with the brand, when the brand has tiers. */
  month_ordinal: z.nullable(z.number()),
  /**
   * Issue 36: the fraud signals that held it (the review item): each one's reason and evidence (the
   * orders, clicks and matching fields). Empty for a sale no signal held (and one held before signals).
   */
  signals: z.array(signalHit),
  /**
   * Issue 36: held for review after its money was available or paid (another order's signal found it):
   * it still counts; voided, its commission is clawed back from the creator's next payout.
   */
  review_only: z.boolean(),
});

export const saleIdParams = z.object({
  saleId: z.string().check(z.regex(/^\d{1,15}-\d{1,30}$/, 'Not a sale id'), z.maxLength(50)),
});

export const listBrandSales = defineContract({
  method: 'GET',
  path: '/api/brand/sales',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "Sales: the brand's attributed orders, newest first, with each line's receipt",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: { 200: z.object({ sales: z.array(sale), next_cursor: nullableText }) },
});

/** The brand's (or an operator's) words on a decision: the creator reads them on their earnings line. */
export const MAX_DECISION_REASON = 500;
const decisionReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Say why: the creator reads it on their earnings.'),
    z.maxLength(MAX_DECISION_REASON, `At most ${MAX_DECISION_REASON} characters.`),
  );

/** Release: a reason is optional; void: required (issue 36). */
export const releaseDecisionBody = z.optional(z.strictObject({ reason: z.optional(decisionReason) }));
export const voidDecisionBody = z.strictObject({ reason: decisionReason });

export const releaseHeldSale = defineContract({
  method: 'POST',
  path: '/api/brand/sales/{saleId}/release',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Releases a held sale (audited): its commission proceeds as any sale',
  params: saleIdParams,
  body: releaseDecisionBody,
  responses: { 200: z.object({ sale }) },
});

export const voidHeldSale = defineContract({
  method: 'POST',
  path: '/api/brand/sales/{saleId}/void',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    'Voids a held sale with a reason (audited): it earns nothing; money already paid is clawed back from the next payout',
  params: saleIdParams,
  body: voidDecisionBody,
  responses: { 200: z.object({ sale }) },
});

export const dismissSaleForReview = defineContract({
  method: 'POST',
  path: '/api/brand/sales/{saleId}/dismiss',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Dismisses a sale that needs review (another currency, an amount out of bounds): it earns nothing',
  params: saleIdParams,
  responses: { 200: z.object({ sale }) },
});

/** One ledger entry as the creator sees it: the receipt of why this amount. */
/** sale / reversal: commissions; ugc: approved content's payment; credit_cashout: sample credits cashed out. */
/** bonus (issue 21): a milestone bonus, a flat amount for the month's Nth sale with a brand. */
export const entryKinds = ['sale', 'reversal', 'ugc', 'credit_cashout', 'bonus'] as const;

/** Where a ledger line is on its way to being paid (functions/ledger/sales/line-status.ts). */
export const lineStates = [
  'on_hold',
  'awaiting_invoice',
  'invoice_overdue',
  'payable',
  'in_payout',
  'paid',
  'held',
  'void',
] as const;

export const lineStatus = z.object({
  state: z.enum(lineStates),
  /** "on hold until Dec 3", "waiting for Glow's November invoice, due Dec 15", "paid Dec 1". */
  label: z.string(),
  /** When it should be paid (a payout run's time), when that can be told. */
  expected_pay_at: nullableText,
});

export const commissionEntry = z.object({
  entry_id: z.string(),
  kind: z.enum(entryKinds),
  status: z.enum(commissionStatuses),
  brand_name: z.string(),
  order_name: z.string(),
  product_name: z.string(),
  link_code: nullableText,
  attribution_method: z.enum(['link', 'code', 'none']),
  attribution_via: z.string(),
  quantity: z.number(),
  price_cents: cents,
  discount_cents: cents,
  base_cents: cents,
  rate_percentage: z.number(),
  /** The rule that set a sale's rate, in the creator's words ("your terms with Glow"); null otherwise. */
  rate_rule: nullableText,
  commission_cents: cents,
  hold_until: z.string(),
  explanation: z.string(),
  /** Issue 36: why the sale was held for the brand's review, in plain words (null: never held by a signal). */
  hold_reason: nullableText,
  /**
   * Issue 36: the brand's decision on the held sale, in plain words ("Voided by Glow: …", "Released by
   * Glow"); on a clawback, why it was taken back. Null: never decided.
   */
  review_decision: nullableText,
  created_at: z.string(),
  line_status: lineStatus,
});

/** The creator's totals (functions/ledger/sales/creator-totals.ts): the same figures on every screen. */
export const earningsTotals = z.object({
  /**
   * Everything earned net of reversals — commissions + content pay + credit cash-outs
   * = pending + available + in payout + paid. Held (self-referral) sales are not in it until released.
   */
  earned_cents: cents,
  commission_cents: cents,
  content_cents: cents,
  credit_cashout_cents: cents,
  /** In the hold for returns, or waiting for the brand's invoice. */
  pending_cents: cents,
  available_cents: cents,
  in_payout_cents: cents,
  held_cents: cents,
  paid_cents: cents,
  conversions: z.number(),
  total_sales_cents: cents,
});

export const getCreatorEarnings = defineContract({
  method: 'GET',
  path: '/api/creator/earnings',
  auth: 'creator',
  // Issue 35: open to creator managers (reading; payout settings and payouts stay the creator's own).
  managers: true,
  summary: "The creator's commission ledger, newest first, with the totals by status",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: {
    200: z.object({ totals: earningsTotals, entries: z.array(commissionEntry), next_cursor: nullableText }),
  },
});
