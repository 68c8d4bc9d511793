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
  'duplicate_payout_account',
] as const;
export type FraudSignalName = (typeof fraudSignalNames)[number];

/** What each signal is, in the words the settings screen and the ledger line use. */
export const fraudSignalLabels: Readonly<Record<FraudSignalName, string>> = {
  self_purchase: 'self-purchase',
  no_click: 'conversion without a click',
  click_burst: 'click burst',
  duplicate_payout_account: 'duplicate payout account',
};

/** What a signal's threshold counts; null: the signal has no threshold (it fires or not). */
export const fraudThresholdMeaning: Readonly<Record<FraudSignalName, string | null>> = {
  self_purchase: null,
  no_click: 'Days before the order a click on the link must have been made',
  click_burst: 'Clicks from one IP address or one browser on one link within 10 minutes',
  duplicate_payout_account: null,
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
});
export type SignalEvidence = z.infer<typeof signalEvidence>;

/** A signal that fired on a sale: which, why in words, and its evidence. */
export const signalHit = z.object({
  name: z.enum(fraudSignalNames),
  reason: z.string(),
  evidence: signalEvidence,
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
  duplicate_payout_account: signalSetting,
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
  // On: two creators paid to one bank account is rare among honest creators.
  duplicate_payout_account: { enabled: true, threshold: 1 },
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
