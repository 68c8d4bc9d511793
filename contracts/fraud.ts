/**
 * Issue 36, parts 1 and 2: fraud signals. Each signal is one rule (functions/ledger/fraud/signals/) run as
 * an order is recorded; a sale a signal fires on is held for the brand's review with the signal's reason
 * in plain words and the evidence it kept. Per brand, each signal is on or off with its threshold.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract } from './http';

export const fraudSignalNames = [
  'self_purchase',
  'no_click',
  'click_burst',
  'leaked_code',
  'refund_rate',
  'new_account_big_sales',
  'duplicate_payout_account',
] as const;
export type FraudSignalName = (typeof fraudSignalNames)[number];

/** What each signal is, in the words the settings screen and the ledger line use. */
export const fraudSignalLabels: Readonly<Record<FraudSignalName, string>> = {
  self_purchase: 'self-purchase',
  no_click: 'conversion without a click',
  click_burst: 'click burst',
  leaked_code: 'leaked discount code',
  refund_rate: 'high refund rate',
  new_account_big_sales: 'new account, big sales',
  duplicate_payout_account: 'duplicate payout account',
};

/** What a signal's threshold counts; null: the signal has no threshold (it fires or not). */
export const fraudThresholdMeaning: Readonly<Record<FraudSignalName, string | null>> = {
  self_purchase: null,
  no_click: 'Days before the order a click on the link must have been made',
  click_burst: 'Clicks from one IP address or one browser on one link within 10 minutes',
  leaked_code: "Different shoppers using the code without the creator's link in the last 7 days",
  refund_rate: "Percentage points the creator's refunded share of sales may exceed your store's average",
  new_account_big_sales: "Sales (in dollars) per 1,000 stated followers allowed in a creator's first 7 days",
  duplicate_payout_account: null,
};

/**
 * Coupon sites a leaked code turns up on (the order's referring or landing site names one); the brand
 * edits the list in its settings. Domains, matched with their subdomains.
 */
export const defaultCouponSites: readonly string[] = [
  'retailmenot.com',
  'joinhoney.com',
  'couponfollow.com',
  'dealspotr.com',
  'knoji.com',
  'wethrift.com',
  'slickdeals.net',
  'couponbirds.com',
  'dontpayfull.com',
];
/** Kept small: a change's audit entry holds the list before and after. */
export const COUPON_SITES_MAX = 30;

/** What a signal kept to show why it fired. */
export const signalEvidence = z.object({
  /** The fields of the order that match the creator's own (e-mail, name, shipping_address). */
  matching_fields: z.optional(z.array(z.string())),
  /** The clicks looked at: on which link, in which window, how many, from what. */
  clicks: z.optional(
    z.object({
      link_code: z.string(),
      from: z.string(),
      to: z.string(),
      count: z.number(),
      /** A burst's source: one IP address or one user agent (kept as a hash, never the address). */
      source: z.optional(z.enum(['ip', 'user_agent'])),
      source_hash: z.optional(z.string()),
    }),
  ),
  /**
   * The other creators paid to the same payout account, as Stripe reports them: each one's username and
   * what matches (the bank account's fingerprint, the legal name and address); never the bank details.
   */
  shared_payout_account: z.optional(
    z.array(
      z.object({
        username: z.string(),
        matching_fields: z.array(z.enum(['bank_account', 'legal_name_address'])),
      }),
    ),
  ),
  /** The orders concerned (Shopify order names). */
  orders: z.optional(z.array(z.string())),
  /** Leaked code: the code's distinct shoppers without the creator's link, in a window of days. */
  code: z.optional(
    z.object({
      code: z.string(),
      from: z.string(),
      to: z.string(),
      /** Distinct shoppers per day, added over the window. */
      distinct_customers: z.number(),
      /** A spike: the order's day's shoppers and the code's daily average before it. */
      today: z.optional(z.number()),
      daily_average: z.optional(z.number()),
    }),
  ),
  /** Leaked code: the coupon site of the list the order's referring or landing site names. */
  coupon_site: z.optional(z.string()),
  /** Refund rate: the creator's refunded share of sales beside the brand's, over the same months. */
  refunds: z.optional(
    z.object({
      from: z.string(),
      to: z.string(),
      sales_count: z.number(),
      sales_cents: z.number(),
      refunded_cents: z.number(),
      rate_percent: z.number(),
      brand_rate_percent: z.number(),
    }),
  ),
  /** New account, big sales: the account's age, its stated audience and its first week's sales. */
  audience: z.optional(
    z.object({
      account_created_at: z.string(),
      account_age_days: z.number(),
      follower_count: z.number(),
      week_sales_cents: z.number(),
      allowed_cents: z.number(),
    }),
  ),
});
export type SignalEvidence = z.infer<typeof signalEvidence>;

/**
 * The creator's earlier sales with the brand that share a hit's evidence (functions/ledger/fraud/signal.ts):
 * those attributed through the same link (`via: 'link'`, key: its code) or discount code (`via: 'code'`,
 * key: the code), placed from `since` (ISO) up to the order the signal fired on.
 */
export const relatedSalesScope = z.object({
  via: z.enum(['link', 'code']),
  key: z.string(),
  since: z.string(),
});
export type RelatedSalesScope = z.infer<typeof relatedSalesScope>;

/** A signal that fired on a sale: which, why in words, and its evidence. */
export const signalHit = z.object({
  name: z.enum(fraudSignalNames),
  reason: z.string(),
  evidence: signalEvidence,
  /** The earlier sales the recording held (or put under review) with this one; absent: none. */
  scope: z.optional(relatedSalesScope),
  /** On a sale held by another order's hit (its scope): that order's name. */
  found_with: z.optional(z.string()),
});
export type SignalHit = z.infer<typeof signalHit>;

const signalSetting = z.object({
  enabled: z.boolean(),
  /** Ignored by a signal without a threshold. */
  threshold: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
});

/** A coupon site as the brand types it: a domain ("retailmenot.com"), lower-cased, without a scheme. */
const couponSite = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(
      /^(?=.{3,63}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      'Each coupon site must be a domain such as retailmenot.com',
    ),
  );

export const fraudSettings = z.object({
  self_purchase: signalSetting,
  no_click: signalSetting,
  click_burst: signalSetting,
  leaked_code: z.extend(signalSetting, {
    coupon_sites: z
      .array(couponSite)
      .check(z.maxLength(COUPON_SITES_MAX, `At most ${COUPON_SITES_MAX} coupon sites`)),
  }),
  refund_rate: signalSetting,
  new_account_big_sales: signalSetting,
  duplicate_payout_account: signalSetting,
});
export type FraudSettings = z.infer<typeof fraudSettings>;

/**
 * A brand that never changed them: self-purchase, click bursts, leaked codes and refund rates on; a
 * conversion without a click off until the brand turns it on (orders from links shared where our
 * redirect is not in the path, such as a copied store URL with ?ref=, would all be held); so is a new
 * account's big sales (see below).
 */
export const defaultFraudSettings: FraudSettings = {
  self_purchase: { enabled: true, threshold: 1 },
  no_click: { enabled: false, threshold: 30 },
  click_burst: { enabled: true, threshold: 20 },
  // On: a code on a coupon site, or many shoppers using it without the creator's link, drains a program.
  leaked_code: { enabled: true, threshold: 10, coupon_sites: [...defaultCouponSites] },
  // On: only a creator with at least REFUND_RATE_MIN_SALES sales in the months is compared at all.
  refund_rate: { enabled: true, threshold: 30 },
  // Off until the brand turns it on: the audience is the creator's own word, often left at 0.
  new_account_big_sales: { enabled: false, threshold: 100 },
  // On: two creators paid to one bank account is rare among honest creators.
  duplicate_payout_account: { enabled: true, threshold: 1 },
};

export const getFraudSettings = defineContract({
  method: 'GET',
  path: '/api/brand/fraud-settings',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'Fraud signals: which are on and their thresholds',
  responses: { 200: z.object({ settings: fraudSettings, version: z.number() }) },
});

export const putFraudSettings = defineContract({
  method: 'PUT',
  path: '/api/brand/fraud-settings',
  auth: 'brand',
  roles: rolesFor.settings,
  summary:
    'Turns fraud signals on or off and changes their thresholds (audited); 409 when they changed since the version read',
  body: z.strictObject({
    settings: fraudSettings,
    /** The version the GET answered: a save made meanwhile by someone else is not overwritten (409). */
    version: z.number().check(z.int(), z.gte(0)),
  }),
  responses: { 200: z.object({ settings: fraudSettings, version: z.number() }) },
});
