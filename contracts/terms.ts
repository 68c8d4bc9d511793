/**
 * Terms (issue 21; docs/architecture.md section 5, "Terms"): a brand's rate for one creator, for one
 * product or for all its products, with notice for a cut (contracts/rate-schedule.ts). The brand sets and
 * lists them and withdraws an announced cut; the creator lists theirs with every pending cut's date.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract, noBody } from './http';

const nullableText = z.nullable(z.string());
const id = z.string().check(z.minLength(1, 'Required'), z.maxLength(64, 'Too long'));
const percentage = z
  .number({ error: 'Please enter a valid commission rate between 0-100%' })
  .check(
    z.gte(0, 'Please enter a valid commission rate between 0-100%'),
    z.lte(100, 'Please enter a valid commission rate between 0-100%'),
  );

export const pendingRate = z.nullable(
  z.object({ commission_percentage: z.number(), effective_at: z.string() }),
);

/** One creator's terms: for one product, or (product_id null) for every product of the brand. */
export const creatorTerm = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  product_id: nullableText,
  product_name: nullableText,
  /** The rate in force now. */
  commission_percentage: z.number(),
  /** A cut announced and not in force yet, with the date it takes effect. */
  pending_rate: pendingRate,
  updated_at: z.string(),
});

const termTarget = z.strictObject({
  creator_id: id,
  /** null: the creator's terms for every product of the brand. */
  product_id: z.nullable(id),
});

export const listBrandTerms = defineContract({
  method: 'GET',
  path: '/api/brand/terms',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's per-creator terms, with each announced cut",
  responses: { 200: z.object({ terms: z.array(creatorTerm) }) },
});

export const setCreatorTerm = defineContract({
  method: 'PUT',
  path: '/api/brand/terms',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Sets a creator's rate for one product or the whole brand: a raise at once, a cut after notice",
  body: z.extend(termTarget, { commission_percentage: percentage }),
  responses: { 200: z.object({ term: creatorTerm }) },
});

export const cancelCreatorTermCut = defineContract({
  method: 'POST',
  path: '/api/brand/terms/cancel-cut',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Withdraws the announced cut of a creator's terms before it takes effect",
  body: termTarget,
  responses: { 200: z.object({ term: creatorTerm }) },
});

export const listCreatorTerms = defineContract({
  method: 'GET',
  path: '/api/creator/terms',
  auth: 'creator',
  // Issue 35: open to creator managers (reading; payout settings and payouts stay the creator's own).
  managers: true,
  summary: "The creator's terms with every brand, with each announced cut and its date",
  responses: { 200: z.object({ terms: z.array(creatorTerm) }) },
});

const tier = z.strictObject({
  after_sales: z
    .number({ error: 'Enter a number of sales' })
    .check(
      z.int('Enter a whole number of sales'),
      z.gte(1, 'At least 1 sale'),
      z.lte(10_000, 'At most 10,000 sales'),
    ),
  rate_percentage: percentage,
});

/** A milestone bonus: a flat amount (cents) for the month's Nth attributed sale with the brand. */
const milestone = z.strictObject({
  sales: z
    .number({ error: 'Enter a number of sales' })
    .check(
      z.int('Enter a whole number of sales'),
      z.gte(1, 'At least 1 sale'),
      z.lte(10_000, 'At most 10,000 sales'),
    ),
  bonus_cents: z
    .number({ error: 'Enter the bonus in cents' })
    .check(
      z.int('Enter the bonus in whole cents'),
      z.gte(1, 'At least 1 cent'),
      z.lte(1_000_000, 'At most $10,000'),
    ),
});

/**
 * Performance tiers: "after N attributed sales in a calendar month (UTC) with this brand, R%" from the
 * (N+1)th sale on; the tiers in force and an announced change that pays some sale less, with its date.
 */
export const programTiers = z.object({
  tiers: z.array(tier),
  pending: z.nullable(z.object({ tiers: z.array(tier), effective_at: z.string() })),
  /** Milestone bonuses in force, each paid once per creator and month through the ledger. */
  milestones: z.array(milestone),
  /** An announced set that removes or lowers a bonus (after notice, like a tier cut), with its date. */
  pending_milestones: z.nullable(z.object({ milestones: z.array(milestone), effective_at: z.string() })),
});

export const getBrandTiers = defineContract({
  method: 'GET',
  path: '/api/brand/tiers',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's performance tiers, with an announced change and its date",
  responses: { 200: programTiers },
});

export const setBrandTiers = defineContract({
  method: 'PUT',
  path: '/api/brand/tiers',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Sets the brand's performance tiers: at once, or after notice when a sale would earn less",
  body: z.strictObject({
    tiers: z.array(tier).check(
      z.maxLength(5, 'At most 5 tiers'),
      z.refine((tiers) => new Set(tiers.map((t) => t.after_sales)).size === tiers.length, {
        message: 'Two tiers cannot start at the same number of sales',
      }),
    ),
    /** Absent: the milestones stay as they are. */
    milestones: z.optional(
      z.array(milestone).check(
        z.maxLength(5, 'At most 5 milestones'),
        z.refine((list) => new Set(list.map((m) => m.sales)).size === list.length, {
          message: 'Two milestones cannot be at the same number of sales',
        }),
      ),
    ),
  }),
  responses: { 200: programTiers },
});

export const cancelBrandTiersChange = defineContract({
  method: 'POST',
  path: '/api/brand/tiers/cancel-change',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Withdraws the tiers' (and milestones') announced change before it takes effect",
  responses: { 200: programTiers },
});

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD'));

/**
 * A time-limited offer: a rate for one product or the whole brand, from the first day (00:00 UTC)
 * through the last (until 24:00 UTC). Once it has started it runs to its end: partners were promised it.
 */
export const offer = z.object({
  id: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  product_id: nullableText,
  product_name: nullableText,
  rate_percentage: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** running: within its dates now; upcoming: not started (the brand can still withdraw it); ended. */
  state: z.enum(['upcoming', 'running', 'ended']),
});

export const listBrandOffers = defineContract({
  method: 'GET',
  path: '/api/brand/offers',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's time-limited offers",
  responses: { 200: z.object({ offers: z.array(offer) }) },
});

export const createBrandOffer = defineContract({
  method: 'POST',
  path: '/api/brand/offers',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Creates a time-limited offer: a higher rate between two dates, for a product or the brand',
  body: z.strictObject({
    /** null: every product of the brand. */
    product_id: z.nullable(id),
    rate_percentage: percentage,
    starts_on: day,
    ends_on: day,
  }),
  responses: { 201: z.object({ offer }) },
});

export const withdrawBrandOffer = defineContract({
  method: 'DELETE',
  path: '/api/brand/offers/{offerId}',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Withdraws an offer that has not started yet',
  params: z.object({ offerId: z.string().check(z.regex(/^[\w-]{1,64}$/, 'Not an offer id')) }),
  responses: { 204: noBody },
});

/** Explore → Promotions: the offers running now or coming, soonest ending first. */
export const listPromotions = defineContract({
  method: 'GET',
  path: '/api/creator/promotions',
  auth: 'creator',
  // Issue 35: open to creator managers (reading; payout settings and payouts stay the creator's own).
  managers: true,
  summary: "Brands' time-limited offers running now or coming, soonest ending first",
  responses: { 200: z.object({ offers: z.array(offer) }) },
});
