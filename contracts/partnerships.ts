/**
 * Partnerships between creators and brands: applications to promote, referral links, discount codes,
 * and each side's campaigns overview.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { DEFAULT_DISCOUNT_PERCENTAGE, MAX_BULK_DECISIONS } from './constants';
import { defineContract } from './http';
import { productRefFields } from './paging';
import { creatorLinks, pitchMessage } from './pitches';
import { application, discountCode, sharedLink } from './shapes';

const applicationParams = z.object({ applicationId: z.string().check(z.minLength(3), z.maxLength(160)) });
const creatorParams = z.object({ creatorId: z.string().check(z.minLength(1), z.maxLength(64)) });
const applicationBody = z.object({ application });
const discountCodeBody = z.object({ discount_code: discountCode });

/** The most a brand may write to a creator when it approves or denies an application. */
export const DECISION_MESSAGE_MAX = 500;

/**
 * Approve / Deny may carry the brand's message to the creator (sent with the notification): optional,
 * trimmed; blank means none. No body at all is the same as no message.
 */
const decisionMessage = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: 'Message must be text' })
        .check(
          z.trim(),
          z.maxLength(DECISION_MESSAGE_MAX, `Message must be at most ${DECISION_MESSAGE_MAX} characters`),
        ),
    ),
  ),
  z.transform((value) => value || null),
);
const decisionBody = z.prefault(z.strictObject({ message: decisionMessage }), {});

/**
 * 'Apply' / 'Apply to Promote' (issue 34: with a pitch). One application per creator and product: a
 * second while the first is pending answers the first (a double click or a second tab is no error);
 * once decided, a second is 409.
 */
export const applyToPromote = defineContract({
  method: 'POST',
  path: '/api/creator/applications',
  auth: 'creator',
  managers: true,
  summary:
    "Applies to promote a product with an optional pitch (201); while the creator's application is pending, answers it (200) and writes nothing",
  body: z.strictObject({ ...productRefFields, message: pitchMessage }),
  responses: {
    200: z.object({ application, created: z.literal(false) }),
    201: z.object({ application, created: z.literal(true) }),
  },
});

export const approveApplication = defineContract({
  method: 'POST',
  path: '/api/brand/applications/{applicationId}/approve',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Approves an application (the partnership starts), with an optional message to the creator',
  params: applicationParams,
  body: decisionBody,
  responses: { 200: applicationBody },
});

export const denyApplication = defineContract({
  method: 'POST',
  path: '/api/brand/applications/{applicationId}/deny',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Denies an application, with an optional message to the creator',
  params: applicationParams,
  body: decisionBody,
  responses: { 200: applicationBody },
});

/**
 * Bulk Approve / Deny (issue 21): each application is decided in its own transaction by the same action
 * as one decision (same events, same links), and the answer says which were decided and why the others
 * were not (already decided elsewhere, not this brand's, the product deleted). At most
 * MAX_BULK_DECISIONS per request; the same id twice counts once.
 */
export const decideApplications = defineContract({
  method: 'POST',
  path: '/api/brand/applications/decisions',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Approves or denies many applications, each in its own transaction, with a summary',
  body: z.strictObject({
    application_ids: z
      .array(applicationParams.shape.applicationId, { error: 'Select the applications to decide' })
      .check(
        z.minLength(1, 'Select at least one application'),
        z.maxLength(MAX_BULK_DECISIONS, `Select at most ${MAX_BULK_DECISIONS} applications at a time`),
      ),
    decision: z.enum(['approved', 'denied'], { error: 'Choose approve or deny' }),
    message: decisionMessage,
  }),
  responses: {
    200: z.object({
      decision: z.enum(['approved', 'denied']),
      succeeded: z.array(application),
      failed: z.array(z.object({ application_id: z.string(), code: z.string(), message: z.string() })),
    }),
  },
});

/** Copy Link on a brand profile or in Explore: the creator's link for the product, created or reused. */
export const createReferralLink = defineContract({
  method: 'POST',
  path: '/api/creator/links',
  auth: 'creator',
  managers: true,
  summary: "The creator's referral link for a product (201 when created, 200 when reused)",
  body: z.strictObject({
    ...productRefFields,
    source: z._default(z.optional(z.enum(['brand-profile', 'marketplace'])), 'brand-profile'),
  }),
  responses: {
    200: z.object({ link: sharedLink, created: z.literal(false) }),
    201: z.object({ link: sharedLink, created: z.literal(true) }),
  },
});

/**
 * A creator asks a brand for a discount code (the code is the creator's username), one per brand: a
 * second request while the first is pending answers the first; once decided, a second is 409.
 */
export const requestDiscountCode = defineContract({
  method: 'POST',
  path: '/api/creator/discount-codes',
  auth: 'creator',
  managers: true,
  summary:
    "Asks a brand for a discount code with an optional pitch (201); while the creator's request is pending, answers it (200) and writes nothing",
  body: z.strictObject({
    brand_id: z
      .string({ error: 'Please select a brand' })
      .check(z.minLength(1, 'Please select a brand'), z.maxLength(64)),
    message: pitchMessage,
  }),
  responses: {
    200: z.object({ discount_code: discountCode, created: z.literal(false) }),
    201: z.object({ discount_code: discountCode, created: z.literal(true) }),
  },
});

const discountPercentage = z
  .number({ error: 'Enter a discount between 1 and 100%' })
  .check(
    z.int('Enter a whole percentage'),
    z.gte(1, 'Enter a discount between 1 and 100%'),
    z.lte(100, 'Enter a discount between 1 and 100%'),
  );

/**
 * The brand approves with a percentage (DEFAULT_DISCOUNT_PERCENTAGE when left out); with a connected
 * Shopify store the code is then created in the store in the background (its outcome shows as store_sync).
 */
export const approveDiscountCode = defineContract({
  method: 'POST',
  path: '/api/brand/discount-codes/{creatorId}/approve',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Approves a creator's discount code with a percentage",
  params: creatorParams,
  body: z.prefault(
    z.strictObject({
      discount_percentage: z._default(z.optional(discountPercentage), DEFAULT_DISCOUNT_PERCENTAGE),
    }),
    {},
  ),
  responses: { 200: discountCodeBody },
});

export const denyDiscountCode = defineContract({
  method: 'POST',
  path: '/api/brand/discount-codes/{creatorId}/deny',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Denies a creator's discount code",
  params: creatorParams,
  responses: { 200: discountCodeBody },
});

/** My Campaigns (spec 2.5): active links with earnings, applications by status, discount codes. */
export const getCreatorCampaigns = defineContract({
  method: 'GET',
  path: '/api/creator/campaigns',
  auth: 'creator',
  managers: true,
  summary: "The creator's links, applications and discount codes",
  responses: {
    200: z.object({
      links: z.array(
        z.extend(sharedLink, {
          commission_percentage: z.number(),
          /** The product was paused or deleted: orders placed before this instant still earn the rate. */
          leaves_at: z.nullable(z.string()),
          earned_cents: z.number(),
        }),
      ),
      pending: z.array(application),
      approved: z.array(application),
      denied: z.array(application),
      discount_codes: z.array(discountCode),
    }),
  },
});

/**
 * What a brand weighs a pending application by (issue 21), per creator, from recorded figures:
 * followers and engagement rate as the profile records them (the rate null when none is), people's
 * clicks on all the creator's links per follower, and with this brand: clicks, attributed sales (links
 * and discount code) and their amount in cents, and link sales ÷ people's clicks in percent.
 */
export const applicantFigures = z.object({
  creator_id: z.string(),
  /** Null when the profile states none (issue 34: never shown as a made-up 0). */
  follower_count: z.nullable(z.number()),
  engagement_rate: z.nullable(z.number()),
  clicks_per_follower: z.nullable(z.number()),
  with_brand: z.object({
    clicks: z.number(),
    sales: z.number(),
    sales_cents: z.number(),
    conversion_rate: z.number(),
  }),
});

/** Influencers & Campaigns (spec 2.4): pending applications, active partnerships, discount codes. */
export const getBrandCampaigns = defineContract({
  method: 'GET',
  path: '/api/brand/campaigns',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's pending applications, active partnerships and discount codes",
  responses: {
    200: z.object({
      pending: z.array(application),
      active: z.array(application),
      discount_codes: z.array(discountCode),
      /** The figures of each pending application's creator (issue 21). */
      applicants: z.array(applicantFigures),
      /** The links of each creator with a pending application or code request (issue 34: pitches). */
      creators: z.array(creatorLinks),
    }),
  },
});

/** Issue 36, leaked codes: how long a rotated code's old text keeps working (hours; 0: it stops now). */
export const ROTATION_GRACE_HOURS = [0, 24, 72, 168] as const;
export type RotationGraceHours = (typeof ROTATION_GRACE_HOURS)[number];

/**
 * Issue 36: the brand replaces a creator's leaked code with a fresh one in its Shopify store (same
 * discount). Accepted (202) with the code's `pending_change`; the store is called in the background, then
 * the new code attributes to the creator at once while the old one keeps working and attributing for the
 * grace period, after which it is deactivated in the store. The creator is told. While a change is under
 * way, or a rotation's old code still works, another rotation is 409: one click, one new code.
 */
export const rotateDiscountCode = defineContract({
  method: 'POST',
  path: '/api/brand/discount-codes/{creatorId}/rotate',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    "Rotates a creator's discount code: a new code in the store, the old one deactivated after the grace period (202); 409 while a change or a rotation's grace period is under way",
  params: creatorParams,
  body: z.strictObject({
    grace_hours: z.union(
      ROTATION_GRACE_HOURS.map((hours) => z.literal(hours)),
      { error: 'Choose how long the old code keeps working: now, 24 hours, 3 days or 7 days' },
    ),
  }),
  responses: { 202: discountCodeBody },
});

/**
 * Issue 36: Shopify's appliesOncePerCustomer on the code's discount, set in the background (202); already
 * set: 200, nothing changes; 409 while another change is under way.
 */
export const restrictDiscountCode = defineContract({
  method: 'POST',
  path: '/api/brand/discount-codes/{creatorId}/once-per-customer',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    "Limits a creator's discount code to one use per customer in the store (202; 200 when it already is)",
  params: creatorParams,
  responses: { 200: discountCodeBody, 202: discountCodeBody },
});
