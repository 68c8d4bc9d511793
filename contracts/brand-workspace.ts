/** The brand workspace (spec 2.4): onboarding, the store connection, account details, dashboard, inbox. */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { paymentPartners, programModes, type StorePlatform, storePlatforms } from './constants';
import { brandChecklistSteps, checklistOf } from './getting-started';
import { defineContract, noBody } from './http';
import { brand, dailyTotals } from './shapes';

const optionalUrl = (label: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.union([
          z.literal(''),
          z.string().check(
            z.trim(),
            z.maxLength(500, `${label} must be at most 500 characters`),
            z.refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
              message: `${label} must be a full URL starting with https://`,
            }),
          ),
        ]),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    ),
    z.transform((value) => (value ? value : null)),
  );

/** Account & Billing → brand details (spec 2.4, 3). URLs must be URLs; every text has a limit. */
export const brandDetailsSchema = z.strictObject({
  brand_name: z
    .string({ error: 'Brand name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Brand name is required'),
      z.maxLength(120, 'Brand name must be at most 120 characters'),
    ),
  logo_url: optionalUrl('Logo URL'),
  website: optionalUrl('Website'),
  description: optionalText('Description', 2000),
  mission_statement: optionalText('Mission statement', 1000),
  why_work_with_us: optionalText('Why work with us', 2000),
  social_media_links: z.prefault(
    z.optional(
      z.strictObject({
        instagram: optionalUrl('Instagram'),
        tiktok: optionalUrl('TikTok'),
        youtube: optionalUrl('YouTube'),
        twitter: optionalUrl('Twitter'),
      }),
    ),
    {},
  ),
});

const otherPlatforms = storePlatforms.filter((platform) => platform !== 'shopify') as [
  Exclude<StorePlatform, 'shopify'>,
  ...Exclude<StorePlatform, 'shopify'>[],
];

const missingStore = 'Please enter your store domain or URL';
const invalidStoreUrl = 'Enter your store address as a web address, e.g. https://shop.example.com';

/**
 * A store URL is where referral links send shoppers, so it must be a web address: http(s) only (no
 * javascript:, data: or other schemes), with a dotted host. A bare domain ("shop.example.com") is
 * taken as https. Returns the URL as stored, or undefined when it is not one.
 */
export const storeUrlOf = (typed: string): string | undefined => {
  // A scheme is "name:" not followed by a port ("shop.example.com:8080" is a bare host with a port).
  const text = /^[a-z][a-z0-9+.-]*:(?!\d+(\/|$))/i.test(typed) ? typed : `https://${typed}`;
  if (!/^https?:\/\//i.test(text) || /\s/.test(text) || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (!url.hostname.includes('.') || url.username || url.password) return undefined;
  return text;
};

export const beginShopifySchema = z.object({
  shop: z
    .string({ error: missingStore })
    .check(z.trim(), z.minLength(1, missingStore), z.maxLength(255, 'Store domain is too long')),
});

export const connectOtherStoreSchema = z
  .object({
    platform: z.enum(otherPlatforms, { error: 'Choose a store platform' }),
    store_url: z._default(
      z.optional(
        z.pipe(
          z.string().check(
            z.trim(),
            z.maxLength(255, 'Store URL is too long'),
            z.refine((value) => value === '' || storeUrlOf(value) !== undefined, {
              message: invalidStoreUrl,
            }),
          ),
          z.transform((value) => (value === '' ? '' : (storeUrlOf(value) as string))),
        ),
      ),
      '',
    ),
    store_name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'Store name is too long'))),
  })
  .check(
    z.refine((input) => input.platform === 'other' || input.store_url.length > 0, {
      message: missingStore,
      path: ['store_url'],
    }),
  );

const brandBody = z.object({ brand });

export const getBrandOnboarding = defineContract({
  method: 'GET',
  path: '/api/brand/onboarding',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'Where the brand stands in onboarding and the choices it offers',
  responses: {
    200: z.object({
      brand,
      /** The account holder's own name (the profile's), kept apart from the brand's. */
      account_holder_name: z.string(),
      storePlatforms: z.array(z.enum(storePlatforms)),
      paymentPartners: z.array(z.enum(paymentPartners)),
      shopifyAvailable: z.boolean(),
    }),
  },
});

/** Onboarding's first step: the brand's own name, as the account details take it (trimmed, 1-120). */
export const onboardingBrandNameSchema = z.strictObject({ brand_name: brandDetailsSchema.shape.brand_name });

export const setOnboardingBrandName = defineContract({
  method: 'PUT',
  path: '/api/brand/onboarding/name',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: "Onboarding's first step: names the brand (the account holder's own name is kept apart)",
  body: onboardingBrandNameSchema,
  responses: { 200: brandBody },
});

export const completeBrandOnboarding = defineContract({
  method: 'POST',
  path: '/api/brand/onboarding/complete',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: "'Go to Dashboard': completes onboarding with a payment partner",
  body: z.object({ payment_partner: z.enum(paymentPartners, { error: 'Choose a payment partner' }) }),
  responses: { 200: brandBody },
});

export const beginShopifyConnection = defineContract({
  method: 'POST',
  path: '/api/brand/store/shopify',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Begins connecting a Shopify store: the address the OAuth popup opens',
  body: beginShopifySchema,
  responses: { 200: z.object({ oauthUrl: z.string() }) },
});

export const connectOtherStore = defineContract({
  method: 'POST',
  path: '/api/brand/store',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Connects a store on another platform by its address',
  body: connectOtherStoreSchema,
  responses: { 200: brandBody },
});

export const disconnectStore = defineContract({
  method: 'DELETE',
  path: '/api/brand/store',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: "Disconnects the brand's store",
  responses: { 200: brandBody },
});

export const getBrandDashboard = defineContract({
  method: 'GET',
  path: '/api/brand/dashboard',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's totals and 30-day series",
  responses: {
    200: z.object({
      brand: z.object({ id: z.string(), brand_name: z.string(), onboarding_completed: z.boolean() }),
      totals: z.object({
        /** Attributed sales net of refunds (the commission ledger's bases). */
        total_revenue_cents: z.number(),
        /** Commissions the brand has paid for: its paid invoices' commissions, net of refund credits. */
        commissions_paid_cents: z.number(),
        /** Commission written to the ledger and not yet paid for by an invoice. */
        commissions_owed_cents: z.number(),
        /** Commission of held (self-referral) sales awaiting the brand's decision. */
        commissions_held_cents: z.number(),
        conversions: z.number(),
        active_campaigns: z.number(),
        total_clicks: z.number(),
      }),
      pending_applications: z.number(),
      series: z.array(dailyTotals),
      /**
       * Getting started (contracts/getting-started.ts): shown while the brand has no live products or no
       * sale yet, until every step is done or the signed-in user dismisses it; null otherwise.
       */
      checklist: checklistOf(brandChecklistSteps),
      /** Unpaid invoices that need the brand: overdue, or whose last payment failed (newest first). */
      billing_alerts: z.optional(
        z.array(
          z.object({
            invoice_number: z.string(),
            period: z.string(),
            kind: z.enum(['overdue', 'payment_failed']),
            amount_cents: z.number(),
            due_at: z.string(),
            /** For a failed payment: Stripe's reason and when it failed. */
            reason: z.nullable(z.string()),
            failed_at: z.nullable(z.string()),
            next_retry_at: z.nullable(z.string()),
          }),
        ),
      ),
    }),
  },
});

export const dismissBrandChecklist = defineContract({
  method: 'POST',
  path: '/api/brand/dashboard/checklist/dismiss',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "Hides the dashboard's getting-started list for the signed-in user (remembered on the server)",
  responses: { 204: noBody },
});

export const getBrandAccount = defineContract({
  method: 'GET',
  path: '/api/brand/account',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'Account tab: brand details and the store connection (never its token)',
  responses: { 200: brandBody },
});

export const updateBrandAccount = defineContract({
  method: 'PUT',
  path: '/api/brand/account',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Saves the brand details',
  body: brandDetailsSchema,
  responses: { 200: brandBody },
});

/**
 * Program settings (issue 21): who may promote the brand's products. Switching never deletes a link:
 * links made while the program was open keep working, and approved partners keep theirs.
 */
export const updateBrandProgram = defineContract({
  method: 'PUT',
  path: '/api/brand/account/program',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Sets who may promote the brand's products: anyone (open) or approved creators (approval)",
  body: z.strictObject({
    program_mode: z.enum(programModes, { error: 'Choose who can promote your products' }),
  }),
  responses: { 200: brandBody },
});
