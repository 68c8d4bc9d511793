/** The creator's payout side (spec 2.5, 7.3): the Stripe Connect payout account. */
import * as z from 'zod/mini';
import { defineContract } from './http';
import { lineStatus } from './sales';
import { frozenMoneyView } from './suspensions';

/** not_connected: no account yet; setup_incomplete: account made, onboarding not finished; active: payable. */
export const payoutAccountStatuses = ['not_connected', 'setup_incomplete', 'active'] as const;
export type PayoutAccountStatus = (typeof payoutAccountStatuses)[number];

/** The caller's own payout account. The Stripe account id is never returned (docs/architecture.md section 6). */
export const payoutAccountView = z.object({
  status: z.enum(payoutAccountStatuses),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountView>;

export const getPayoutAccount = defineContract({
  method: 'GET',
  path: '/api/creator/payout-account',
  auth: 'creator',
  // Issue 35: not for creator managers: payout settings are the creator's own.
  managers: false,
  summary: "The creator's payout account state (Stripe Connect Express)",
  responses: { 200: payoutAccountView },
});

export const createPayoutOnboardingLink = defineContract({
  method: 'POST',
  path: '/api/creator/payout-account/onboarding-link',
  auth: 'creator',
  // Issue 35: not for creator managers: payout settings are the creator's own.
  managers: false,
  summary:
    "Creates the creator's Express account (once) and answers a one-time Stripe onboarding URL to open in a new tab",
  responses: { 200: z.object({ url: z.string() }) },
});

const cents = z.number().check(z.int());
const nullableText = z.nullable(z.string());

/** The text spec 5 gives when Request Payout is used without an active payout account. */
export const PAYOUT_ACCOUNT_REQUIRED_MESSAGE =
  'Please set up your Stripe Connect account first to request payouts.';
export const BELOW_PAYOUT_MINIMUM_MESSAGE = 'Minimum $25 required';
export const PAYOUT_IN_FLIGHT_MESSAGE =
  'A payout is already on its way. You can request another once it has completed.';

/**
 * A payout: one Stripe transfer of the creator's payable balance. processing (entries gathered, transfer
 * under way) → paid | failed (entries return to the balance); reversed when Stripe reports the transfer
 * reversed (entries return to the balance); cancelled when the balance fell under the minimum before
 * the transfer (nothing moved). Spec 4 shows `paid` as "completed".
 */
export const payoutStatuses = ['processing', 'paid', 'failed', 'reversed', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutView = z.object({
  payout_id: z.string(),
  status: z.enum(payoutStatuses),
  /**
   * scheduled: the monthly or weekly run; requested: Request Payout; retry (issue 36): an operator
   * retried a failed payout, paying the balance it had returned.
   */
  trigger: z.enum(['scheduled', 'requested', 'retry']),
  amount_cents: cents,
  entry_count: z.number(),
  /** What it pays for, in words ("3 commissions from Glow"). */
  description: z.string(),
  /** The brands whose commissions it pays, by name. */
  brand_names: z.array(z.string()),
  created_at: z.string(),
  paid_at: nullableText,
  /** Why it failed, was reversed or cancelled, in words. */
  failure_reason: nullableText,
  /** A failed payout's code: Stripe's error code when Stripe refused the transfer (e.g. balance_insufficient). */
  failure_code: z.optional(nullableText),
});
export type PayoutView = z.infer<typeof payoutView>;

/**
 * The payouts screen's figures (spec 3 "Earnings summary"), all cents, all from the ledger:
 * total = commission + content + credit cashouts; pending payouts = payable now (hold ended and the
 * brand's invoice paid); on hold = earned but not yet payable; this month = earned since the 1st (UTC).
 */
export const earningsSummary = z.object({
  total_earnings_cents: cents,
  pending_payouts_cents: cents,
  on_hold_cents: cents,
  /** Of on_hold_cents: still in the 7-day hold for returns. */
  hold_for_returns_cents: cents,
  /** Of on_hold_cents: the hold is over; waiting for the brand's invoice to be paid. */
  awaiting_invoice_cents: cents,
  /** Held sales (self-referrals) waiting for the brand's review: beside the total, not in it. */
  held_cents: cents,
  in_payout_cents: cents,
  paid_out_cents: cents,
  this_month_cents: cents,
  commission_earnings_cents: cents,
  content_earnings_cents: cents,
  credit_cashout_cents: cents,
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

/** Why Request Payout is not offered right now (null: it is). */
export const payoutRequestBlocks = [
  'no_active_account',
  'below_minimum',
  'in_flight',
  // Issue 36: suspended platform-wide, every payout waits for the review.
  'suspended',
] as const;

/** Issue 36: Request Payout while suspended platform-wide. */
export const PAYOUT_SUSPENDED_MESSAGE =
  'Your account is suspended: your balance is frozen until the review ends. See your appeal thread.';

export const getCreatorPayouts = defineContract({
  method: 'GET',
  path: '/api/creator/payouts',
  auth: 'creator',
  // Issue 35: not for creator managers: payout requests are the creator's own.
  managers: false,
  summary:
    'The Earnings & Payouts screen in one call: the earnings summary, the payout account, whether Request Payout is offered, and the payout history newest first',
  query: z.object({ cursor: z.optional(z.string().check(z.maxLength(600))) }),
  responses: {
    200: z.object({
      summary: earningsSummary,
      account: payoutAccountView,
      request_blocked_by: z.nullable(z.enum(payoutRequestBlocks)),
      /**
       * When too little is payable: what the balance is made of and when it is paid ("Nothing is ready
       * yet: $501.93 earned — $320.00 on hold until Dec 3, …"); else null.
       */
      balance_note: nullableText,
      /**
       * Issue 36: the part of the figures a suspension freezes (payouts skip it), with the reasons; null
       * when the creator is not suspended. Part of the summary's pending and payable, never added to them.
       */
      frozen: z.nullable(frozenMoneyView),
      payouts: z.array(payoutView),
      next_cursor: nullableText,
    }),
  },
});

export const requestPayout = defineContract({
  method: 'POST',
  path: '/api/creator/payouts',
  auth: 'creator',
  // Issue 35: not for creator managers: payout requests are the creator's own.
  managers: false,
  summary:
    'Request Payout: pays the whole payable balance now (at least $25, an active payout account, one payout in flight at a time)',
  responses: { 202: z.object({ payout: payoutView }) },
});

/** One ledger line of a payout's receipt. */
export const payoutLine = z.object({
  entry_id: z.string(),
  kind: z.enum(['sale', 'reversal', 'ugc', 'credit_cashout', 'bonus']),
  brand_name: z.string(),
  product_name: z.string(),
  order_name: z.string(),
  commission_cents: cents,
  created_at: z.string(),
  /** Where the line is ("in payout since Nov 30", "paid Dec 1", "payable — next payout …" after a failure). */
  line_status: z.optional(lineStatus),
});

export const getCreatorPayout = defineContract({
  method: 'GET',
  path: '/api/creator/payouts/{payoutId}',
  auth: 'creator',
  // Issue 35: not for creator managers: payout requests are the creator's own.
  managers: false,
  summary: "One of the caller's payouts with its receipt: every ledger entry it pays",
  params: z.object({ payoutId: z.string().check(z.regex(/^PO-[A-Z0-9-]{8,60}$/, 'Unknown payout')) }),
  responses: { 200: z.object({ payout: payoutView, lines: z.array(payoutLine) }) },
});
