/** The creator workspace (spec 2.5): onboarding, profile settings, dashboard; and the public profile. */
import * as z from 'zod/mini';
import { audienceBands, NICHES_MAX, type ProductCategory, productCategories } from './constants';
import { checklistOf, creatorChecklistSteps } from './getting-started';
import { defineContract, noBody } from './http';
import { creator, dailyTotals, referralLink } from './shapes';
import { isMediaPath, uploadIdSchema } from './uploads';
import { BIO_MAX, bioSchema, usernameSchema } from './usernames';

/** Onboarding step 1, 'Build Your Profile' (spec 2.5, 5): both fields required. */
export const onboardingProfileSchema = z.strictObject(
  { username: usernameSchema, bio: bioSchema },
  { error: 'Send the username and bio as JSON' },
);

const HANDLE_MAX = 60;

const handle = (label: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: `${label} must be text` })
          .check(z.trim(), z.maxLength(HANDLE_MAX, `${label} must be at most ${HANDLE_MAX} characters`)),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

const avatarUrl = z.pipe(
  z.optional(
    z.nullable(
      z.union([
        z.literal(''),
        z.string({ error: 'Avatar URL must be text' }).check(
          z.trim(),
          z.maxLength(500, 'Avatar URL must be at most 500 characters'),
          // Or the caller's uploaded avatar as it was sent back (a /media/ path; the server checks whose).
          z.refine(
            (value) => (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)) || isMediaPath(value),
            {
              message: 'Avatar URL must be a full URL starting with https://',
            },
          ),
        ),
      ]),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

/**
 * Issue 34: the niches a creator covers (product categories, at most NICHES_MAX, each once) and the
 * audience size band they state. Omitted: none.
 */
export const nichesSchema = z.pipe(
  z.optional(
    // Checked as a whole, so every message is at the field `niches` (not at one entry of it).
    z
      .array(z.string({ error: 'Choose niches from the list of categories' }), {
        error: 'Niches must be a list of categories',
      })
      .check(
        z.refine((list) => list.every((niche) => (productCategories as readonly string[]).includes(niche)), {
          message: 'Choose niches from the list of categories',
          abort: true,
        }),
        z.maxLength(NICHES_MAX, `Choose at most ${NICHES_MAX} niches`),
        z.refine((list) => new Set(list).size === list.length, { message: 'Choose each niche once' }),
      ),
  ),
  z.transform((value) => (value ?? []) as ProductCategory[]),
);

export const audienceBandSchema = z.pipe(
  z.optional(z.nullable(z.enum(audienceBands, { error: 'Choose an audience size from the list' }))),
  z.transform((value) => value ?? null),
);

/**
 * Profile Settings (spec 5): a full replacement of the editable fields (omitted ones are cleared or 0).
 * Email is read-only ('Email cannot be changed from this page'): like any unknown field it is refused.
 */
export const profileSettingsSchema = z.strictObject(
  {
    username: usernameSchema,
    bio: z.pipe(
      z.optional(
        z
          .string({ error: 'Bio must be text' })
          .check(z.trim(), z.maxLength(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)),
      ),
      z.transform((value) => value ?? ''),
    ),
    avatar_url: avatarUrl,
    /** Issue 34: an uploaded avatar (a ready upload of the caller's, purpose avatar); wins over avatar_url. */
    avatar_upload_id: z.optional(uploadIdSchema),
    follower_count: z.pipe(
      z.optional(
        z
          .number({ error: 'Follower count must be a whole number' })
          .check(
            z.int('Follower count must be a whole number'),
            z.gte(0, 'Follower count cannot be negative'),
            z.lte(10_000_000_000, 'Follower count is too high'),
          ),
      ),
      z.transform((value) => value ?? 0),
    ),
    instagram_handle: handle('Instagram handle'),
    tiktok_handle: handle('TikTok handle'),
    youtube_handle: handle('YouTube handle'),
    twitter_handle: handle('Twitter handle'),
    niches: nichesSchema,
    audience_band: audienceBandSchema,
    email: z.optional(z.never({ error: 'Email cannot be changed from this page' })),
  },
  { error: 'Send the profile as JSON' },
);

/**
 * Issue 34, onboarding step 1 as the web asks for it: the username and bio, and what brands search the
 * directory by (niches, audience band, handles). Sent as Profile Settings' body (saveCreatorProfile, one
 * transaction), so the step validates what that route validates.
 */
export const onboardingProfileStepSchema = z.strictObject(
  {
    username: usernameSchema,
    bio: bioSchema,
    instagram_handle: handle('Instagram handle'),
    tiktok_handle: handle('TikTok handle'),
    youtube_handle: handle('YouTube handle'),
    twitter_handle: handle('X handle'),
    niches: nichesSchema,
    audience_band: audienceBandSchema,
  },
  { error: 'Send the profile as JSON' },
);

const creatorBody = z.object({ creator });

export const getCreatorOnboarding = defineContract({
  method: 'GET',
  path: '/api/creator/onboarding',
  auth: 'creator',
  managers: true,
  summary: 'Where the creator is in onboarding (no creator record before step 1)',
  responses: {
    200: z.object({
      creator: z.nullable(creator),
      profile: z.object({
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        onboarding_completed: z.boolean(),
      }),
    }),
  },
});

export const saveOnboardingProfile = defineContract({
  method: 'PUT',
  path: '/api/creator/onboarding/profile',
  auth: 'creator',
  managers: true,
  summary: 'Onboarding step 1: saves the username (claimed once) and bio',
  body: onboardingProfileSchema,
  responses: { 200: creatorBody },
});

export const completeCreatorOnboarding = defineContract({
  method: 'POST',
  path: '/api/creator/onboarding/complete',
  auth: 'creator',
  managers: true,
  summary: "Completes onboarding, which lists the creator in the brands' directory",
  responses: { 200: creatorBody },
});

export const getCreatorProfile = defineContract({
  method: 'GET',
  path: '/api/creator/profile',
  auth: 'creator',
  managers: true,
  summary:
    'Profile Settings: the creator record, the (read-only) e-mail and whether their storefront is live',
  responses: {
    200: z.object({
      creator: z.nullable(creator),
      email: z.nullable(z.string()),
      /** "Your storefront" on Profile (issue 34): whether it exists and is switched on. */
      storefront: z.object({ exists: z.boolean(), is_active: z.boolean() }),
    }),
  },
});

export const saveCreatorProfile = defineContract({
  method: 'PUT',
  path: '/api/creator/profile',
  auth: 'creator',
  managers: true,
  summary: 'Profile Settings: replaces the editable fields (renaming claims the new username)',
  body: profileSettingsSchema,
  responses: { 200: creatorBody },
});

export const getCreatorDashboard = defineContract({
  method: 'GET',
  path: '/api/creator/dashboard',
  auth: 'creator',
  managers: true,
  summary: 'Earnings, link statistics, a 30-day clicks series and the best links',
  responses: {
    200: z.object({
      creator: z.nullable(z.object({ username: z.string(), onboarding_completed: z.boolean() })),
      /** "Your storefront" (issue 34): whether it exists yet and is switched on. */
      storefront: z.object({ exists: z.boolean(), is_active: z.boolean() }),
      totals: z.object({
        /**
         * Everything earned net of reversals: commissions + content pay + credit cash-outs (pending +
         * available + in payout + paid; functions/ledger/sales/creator-totals.ts, the same on every screen).
         */
        earnings_cents: z.number(),
        pending_cents: z.number(),
        in_payout_cents: z.number(),
        available_cents: z.number(),
        held_cents: z.number(),
        paid_cents: z.number(),
        clicks: z.number(),
        conversions: z.number(),
        /** Conversions per 100 clicks, one decimal (spec 9). */
        conversion_rate: z.number(),
        total_sales_cents: z.number(),
        active_links: z.number(),
        pending_applications: z.number(),
      }),
      series: z.array(dailyTotals),
      top_links: z.array(referralLink),
      /**
       * Getting started (contracts/getting-started.ts): shown until the creator's first sale, unless every
       * step is done or they dismissed it; null otherwise.
       */
      checklist: checklistOf(creatorChecklistSteps),
    }),
  },
});

export const dismissCreatorChecklist = defineContract({
  method: 'POST',
  path: '/api/creator/dashboard/checklist/dismiss',
  auth: 'creator',
  managers: true,
  summary: "Hides the dashboard's getting-started list for the signed-in creator (remembered on the server)",
  responses: { 204: noBody },
});

export const getPublicCreator = defineContract({
  method: 'GET',
  path: '/api/creators/{username}',
  auth: 'public',
  summary: "A creator's public profile (only creators who finished onboarding have one)",
  params: z.object({ username: z.string().check(z.minLength(1), z.maxLength(40)) }),
  responses: {
    200: z.object({
      creator: z.object({
        username: z.string(),
        bio: z.string(),
        avatar_url: z.nullable(z.string()),
        follower_count: z.number(),
        engagement_rate: z.nullable(z.number()),
        instagram_handle: z.nullable(z.string()),
        tiktok_handle: z.nullable(z.string()),
        youtube_handle: z.nullable(z.string()),
        twitter_handle: z.nullable(z.string()),
      }),
    }),
  },
});
