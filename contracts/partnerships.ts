/**
 * Partnerships between creators and brands: applications to promote, referral links, discount codes,
 * and each side's campaigns overview.
 */
import * as z from 'zod/mini';
import { DEFAULT_DISCOUNT_PERCENTAGE } from './constants';
import { defineContract } from './http';
import { productRefFields } from './paging';
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
const decisionBody = z.prefault(
  z.strictObject({
    message: z.pipe(
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
    ),
  }),
  {},
);

export const applyToPromote = defineContract({
  method: 'POST',
  path: '/api/creator/applications',
  auth: 'creator',
  summary: 'Applies to promote a product',
  body: z.strictObject({
    ...productRefFields,
    message: z.optional(
      z
        .string({ error: 'Message must be text' })
        .check(z.maxLength(1000, 'Message must be at most 1000 characters')),
    ),
  }),
  responses: { 201: applicationBody },
});

export const approveApplication = defineContract({
  method: 'POST',
  path: '/api/brand/applications/{applicationId}/approve',
  auth: 'brand',
  summary: 'Approves an application (the partnership starts), with an optional message to the creator',
  params: applicationParams,
  body: decisionBody,
  responses: { 200: applicationBody },
});

export const denyApplication = defineContract({
  method: 'POST',
  path: '/api/brand/applications/{applicationId}/deny',
  auth: 'brand',
  summary: 'Denies an application, with an optional message to the creator',
  params: applicationParams,
  body: decisionBody,
  responses: { 200: applicationBody },
});

/** Copy Link on a brand profile or in Explore: the creator's link for the product, created or reused. */
export const createReferralLink = defineContract({
  method: 'POST',
  path: '/api/creator/links',
  auth: 'creator',
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

/** A creator asks a brand for a discount code (the code is the creator's username). */
export const requestDiscountCode = defineContract({
  method: 'POST',
  path: '/api/creator/discount-codes',
  auth: 'creator',
  summary: 'Asks a brand for a discount code',
  body: z.strictObject({
    brand_id: z
      .string({ error: 'Please select a brand' })
      .check(z.minLength(1, 'Please select a brand'), z.maxLength(64)),
  }),
  responses: { 201: discountCodeBody },
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
  summary: "Denies a creator's discount code",
  params: creatorParams,
  responses: { 200: discountCodeBody },
});

/** My Campaigns (spec 2.5): active links with earnings, applications by status, discount codes. */
export const getCreatorCampaigns = defineContract({
  method: 'GET',
  path: '/api/creator/campaigns',
  auth: 'creator',
  summary: "The creator's links, applications and discount codes",
  responses: {
    200: z.object({
      links: z.array(z.extend(sharedLink, { commission_percentage: z.number(), earned_cents: z.number() })),
      pending: z.array(application),
      approved: z.array(application),
      denied: z.array(application),
      discount_codes: z.array(discountCode),
    }),
  },
});

/** Influencers & Campaigns (spec 2.4): pending applications, active partnerships, discount codes. */
export const getBrandCampaigns = defineContract({
  method: 'GET',
  path: '/api/brand/campaigns',
  auth: 'brand',
  summary: "The brand's pending applications, active partnerships and discount codes",
  responses: {
    200: z.object({
      pending: z.array(application),
      active: z.array(application),
      discount_codes: z.array(discountCode),
    }),
  },
});
