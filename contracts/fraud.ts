/**
 * Issue 36, parts 1 and 2: fraud signals. Each signal is one rule (functions/ledger/fraud/signals/) run as
 * an order is recorded; a sale a signal fires on is held for the brand's review with the signal's reason
 * in plain words and the evidence it kept. Per brand, each signal is on or off with its threshold.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract } from './http';

export const fraudSignalNames = ['self_purchase', 'no_click', 'click_burst'] as const;
export type FraudSignalName = (typeof fraudSignalNames)[number];

/** What each signal is, in the words the settings screen and the ledger line use. */
export const fraudSignalLabels: Readonly<Record<FraudSignalName, string>> = {
  self_purchase: 'self-purchase',
  no_click: 'conversion without a click',
  click_burst: 'click burst',
};

/** What a signal's threshold counts; null: the signal has no threshold (it fires or not). */
export const fraudThresholdMeaning: Readonly<Record<FraudSignalName, string | null>> = {
  self_purchase: null,
  no_click: 'Days before the order a click on the link must have been made',
  click_burst: 'Clicks from one IP address or one browser on one link within 10 minutes',
};

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
  /** The orders concerned (Shopify order names). */
  orders: z.optional(z.array(z.string())),
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

export const fraudSettings = z.object({
  self_purchase: signalSetting,
  no_click: signalSetting,
  click_burst: signalSetting,
});
export type FraudSettings = z.infer<typeof fraudSettings>;

/**
 * A brand that never changed them: self-purchase and click bursts on; a conversion without a click off
 * until the brand turns it on (orders from links shared where our redirect is not in the path, such as
 * a copied store URL with ?ref=, would all be held).
 */
export const defaultFraudSettings: FraudSettings = {
  self_purchase: { enabled: true, threshold: 1 },
  no_click: { enabled: false, threshold: 30 },
  click_burst: { enabled: true, threshold: 20 },
};

export const getFraudSettings = defineContract({
  method: 'GET',
  path: '/api/brand/fraud-settings',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'Fraud signals: which are on and their thresholds',
  responses: { 200: z.object({ settings: fraudSettings }) },
});

export const putFraudSettings = defineContract({
  method: 'PUT',
  path: '/api/brand/fraud-settings',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Turns fraud signals on or off and changes their thresholds (audited)',
  body: z.strictObject({ settings: fraudSettings }),
  responses: { 200: z.object({ settings: fraudSettings }) },
});
