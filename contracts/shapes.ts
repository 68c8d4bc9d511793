/**
 * Wire shapes of the records the API answers with. Objects are `z.object`: the fields clients rely on
 * are checked, and a field added later does not break older clients (nor the contract tests).
 */
import * as z from 'zod/mini';
import {
  audienceBands,
  paymentPartners,
  productCategories,
  programModes,
  storeDisconnectReasons,
  storePlatforms,
} from './constants';

const text = z.string();
const nullableText = z.nullable(z.string());
const count = z.number();
const timestamp = z.string();

export const socialMediaLinks = z.object({
  instagram: z.optional(text),
  tiktok: z.optional(text),
  youtube: z.optional(text),
  twitter: z.optional(text),
});

/** The brand as its own workspace sees it (never the sealed store token). */
export const brand = z.object({
  id: text,
  user_id: text,
  brand_name: text,
  logo_url: nullableText,
  website: nullableText,
  description: nullableText,
  mission_statement: nullableText,
  why_work_with_us: nullableText,
  social_media_links: socialMediaLinks,
  onboarding_completed: z.boolean(),
  store_connected: z.boolean(),
  store_platform: z.nullable(z.enum(storePlatforms)),
  store_name: nullableText,
  shop_domain: nullableText,
  /** Set when the store was disconnected from the store's side (the app uninstalled); cleared on connecting. */
  store_disconnected_reason: z.nullable(z.enum(storeDisconnectReasons)),
  store_disconnected_at: z.nullable(timestamp),
  payment_partner: z.nullable(z.enum(paymentPartners)),
  /** A connected Shopify store: scopes the app needs that it has not granted (not empty: reconnect it). */
  store_missing_scopes: z.array(text),
  /** Who may promote the brand's products (constants.ts programModes). */
  program_mode: z.enum(programModes),
  created_at: timestamp,
  updated_at: timestamp,
});

export const product = z.object({
  id: text,
  brand_id: text,
  name: text,
  description: text,
  price_cents: count,
  category: z.enum(productCategories),
  image_url: nullableText,
  shopify_product_id: nullableText,
  shopify_product_handle: nullableText,
  sample_available: z.boolean(),
  sample_credits: count,
  commission_percentage: count,
  available_to_influencers: z.boolean(),
  sample_eligible: z.boolean(),
  promotional_guidelines: nullableText,
  link_count: count,
  created_at: timestamp,
  updated_at: timestamp,
  /** A commission cut announced and not yet in force (contracts/rate-schedule.ts): partners see its date. */
  pending_rate: z.nullable(z.object({ commission_percentage: count, effective_at: timestamp })),
  /**
   * Paused or deleted with partners: the instant it leaves the program (contracts/program-schedule.ts).
   * Until then orders through existing partners earn its rate; it takes no new partners.
   */
  leaves_at: z.nullable(timestamp),
});

export const importJob = z.object({
  id: text,
  brand_id: text,
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  total: z.nullable(count),
  processed: count,
  created: count,
  error: nullableText,
  created_at: timestamp,
  finished_at: z.nullable(timestamp),
});

export const creator = z.object({
  id: text,
  user_id: text,
  username: text,
  bio: text,
  avatar_url: nullableText,
  follower_count: count,
  engagement_rate: z.nullable(count),
  instagram_handle: nullableText,
  tiktok_handle: nullableText,
  youtube_handle: nullableText,
  twitter_handle: nullableText,
  /** Issue 34: product categories the creator covers, and the audience size band they state. */
  niches: z.array(z.enum(productCategories)),
  audience_band: z.nullable(z.enum(audienceBands)),
  instagram_connected: z.boolean(),
  onboarding_completed: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

const decisionStatus = z.enum(['pending', 'approved', 'denied']);

export const application = z.object({
  id: text,
  creator_id: text,
  creator_username: text,
  product_id: text,
  product_name: text,
  brand_id: text,
  brand_name: text,
  status: decisionStatus,
  message: nullableText,
  applied_at: timestamp,
  reviewed_at: z.nullable(timestamp),
});

export const discountCode = z.object({
  creator_id: text,
  creator_username: text,
  brand_id: text,
  brand_name: text,
  code: text,
  status: decisionStatus,
  discount_percentage: z.nullable(count),
  current_uses: count,
  max_uses: z.nullable(count),
  valid_until: z.nullable(timestamp),
  store_sync: z.enum(['not_applicable', 'pending', 'created', 'failed']),
  store_error: nullableText,
  /** The creator's pitch with the request (issue 34); null without one. */
  message: nullableText,
  requested_at: timestamp,
  reviewed_at: z.nullable(timestamp),
  /**
   * Issue 36, leaked codes: the code this one replaced, still working until `previous_code_ends_at`
   * (the grace period the brand chose), when it is deactivated in the store; null without a rotation
   * pending.
   */
  previous_code: nullableText,
  previous_code_ends_at: z.nullable(timestamp),
  /** Shopify's appliesOncePerCustomer, set by the brand: a customer may use the code once. */
  applies_once_per_customer: z.boolean(),
  /** A change the brand asked for that the store has not made yet; null when none is under way. */
  pending_change: z.nullable(z.enum(['rotate', 'once_per_customer'])),
  /** Why the store refused the brand's last change (cleared by the next one); null when it did not. */
  change_error: nullableText,
});

export const referralLink = z.object({
  id: text,
  referral_code: text,
  creator_id: text,
  creator_username: text,
  creator_avatar_url: nullableText,
  product_id: text,
  product_name: text,
  brand_id: text,
  brand_name: text,
  product_handle: z.optional(nullableText),
  destination_url: text,
  utm_campaign: text,
  utm_content: text,
  clicks: count,
  conversions: count,
  total_sales_cents: count,
  /** Commission earned through the link, net of reversals (from the ledger). */
  commission_cents: count,
  created_at: timestamp,
});

/** A link as its creator shares it: the short /r/ address and the tracked store address. */
export const sharedLink = z.extend(referralLink, { share_url: text, store_url: text });

export const brandMessage = z.object({
  id: text,
  brand_id: text,
  creator_id: text,
  creator_username: text,
  subject: text,
  message: text,
  created_at: timestamp,
});

/** One day of a 30-day series (zero-filled). */
/** One day of an owner's counters: clicks, and the ledger's sales and commission of orders that day. */
export const dailyTotals = z.object({
  day: text,
  clicks: count,
  sales_cents: count,
  commission_cents: count,
  conversions: count,
});

/** An opaque cursor for the next page, or null on the last one. */
export const nextCursor = z.nullable(text);
