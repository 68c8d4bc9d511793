/** The brand's creators directory (spec 2.4): search, filters, favorite / blacklist and notes. */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import {
  audienceBands,
  creatorFilters,
  creatorPlatforms,
  creatorSorts,
  productCategories,
  relationshipTypes,
} from './constants';
import { defineContract } from './http';
import { cursorParam, limitParam, searchParam } from './paging';
import { nextCursor } from './shapes';

export const CREATOR_PAGE_DEFAULT = 24;
export const CREATOR_PAGE_MAX = 48;
export const CREATOR_SEARCH_MAX = 100;
export const NOTES_MAX = 2000;

export const MIN_SALES_MAX = 100_000_000_000;

/** `?x=`: one of the choices, or '' / absent for none. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(choices, { error: message })], { error: message })),
    z.transform((value) => (value ? (value as T[number]) : null)),
  );

const optionalWhole = (max: number, message: string) =>
  z.pipe(
    z.optional(
      z.union([
        z.literal(''),
        z.coerce.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(max, message)),
      ]),
    ),
    z.transform((value) => (value === '' || value === undefined ? null : value)),
  );

const PERCENT_MESSAGE = 'Minimum conversion rate must be a percent from 0 to 100';
const optionalPercent = z.pipe(
  z.optional(
    z.union([
      z.literal(''),
      z.coerce
        .number({ error: PERCENT_MESSAGE })
        .check(z.gte(0, PERCENT_MESSAGE), z.lte(100, PERCENT_MESSAGE)),
    ]),
  ),
  z.transform((value) => (value === '' || value === undefined ? null : value)),
);

const creatorParams = z.object({ creatorId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const creatorDirectoryQuery = z.object({
  search: searchParam(CREATOR_SEARCH_MAX),
  filter: z._default(
    z.enum(creatorFilters, { error: 'Filter must be all, favorite, blacklist or unrated' }),
    'all',
  ),
  cursor: cursorParam,
  limit: limitParam(CREATOR_PAGE_DEFAULT, CREATOR_PAGE_MAX),
  // Issue 34: niche, platform, audience band, results over 90 days, and the order.
  niche: optionalChoice(productCategories, 'Choose a niche from the list of categories'),
  platform: optionalChoice(creatorPlatforms, 'Platform must be instagram, tiktok, youtube or x'),
  band: optionalChoice(audienceBands, 'Choose an audience size from the list'),
  min_sales_cents: optionalWhole(
    MIN_SALES_MAX,
    'Minimum sales must be a whole number of cents from 0 to 1,000,000,000',
  ),
  min_conversion: optionalPercent,
  sort: z._default(z.enum(creatorSorts, { error: 'Sort must be name, sales or conversion' }), 'name'),
});

const relationshipType = z.nullable(z.enum(relationshipTypes));

export const creatorDirectoryEntry = z.object({
  id: z.string(),
  username: z.string(),
  bio: z.string(),
  avatar_url: z.nullable(z.string()),
  follower_count: z.number(),
  engagement_rate: z.nullable(z.number()),
  instagram_handle: z.nullable(z.string()),
  tiktok_handle: z.nullable(z.string()),
  youtube_handle: z.nullable(z.string()),
  twitter_handle: z.nullable(z.string()),
  /** Issue 34: what the creator states, and their results on the marketplace over the last 90 days. */
  niches: z.array(z.enum(productCategories)),
  platforms: z.array(z.enum(creatorPlatforms)),
  audience_band: z.nullable(z.enum(audienceBands)),
  sales_cents_90d: z.number(),
  clicks_90d: z.number(),
  conversions_90d: z.number(),
  /** Conversions per click over 90 days, as a percent (one decimal); null without clicks. */
  conversion_rate_90d: z.nullable(z.number()),
  relationship_type: relationshipType,
  notes: z.string(),
});

export const listCreatorsForBrand = defineContract({
  method: 'GET',
  path: '/api/brand/creators',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'A page of the creators directory with the brand’s own marks',
  query: creatorDirectoryQuery,
  responses: { 200: z.object({ creators: z.array(creatorDirectoryEntry), next_cursor: nextCursor }) },
});

/** Issue 34: creators whose niches match the brand's product categories, best results first. */
export const SUGGESTED_CREATORS = 6;

export const listSuggestedCreators = defineContract({
  method: 'GET',
  path: '/api/brand/creators/suggested',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "Creators whose niches match the brand's product categories, ranked by 90-day results",
  responses: {
    200: z.object({
      creators: z.array(creatorDirectoryEntry),
      /** The brand's categories the suggestions were matched on (those of its available products). */
      categories: z.array(z.enum(productCategories)),
    }),
  },
});

/** Favorite and blacklist are exclusive; null clears (pressing the active one again). */
export const setCreatorRelationship = defineContract({
  method: 'PUT',
  path: '/api/brand/creators/{creatorId}/relationship',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Marks a creator as favorite or blacklisted, or clears the mark',
  params: creatorParams,
  body: z.object({
    relationship_type: z.nullable(
      z.enum(relationshipTypes, { error: 'Must be favorite, blacklist or null' }),
    ),
  }),
  responses: {
    200: z.object({
      creator_id: z.string(),
      relationship_type: relationshipType,
      notes: z.string(),
      updated_at: z.string(),
    }),
  },
});

export const setCreatorNotes = defineContract({
  method: 'PUT',
  path: '/api/brand/creators/{creatorId}/notes',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Saves the brand's private notes on a creator",
  params: creatorParams,
  body: z.object({
    notes: z
      .string({ error: 'Notes must be text' })
      .check(z.maxLength(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)),
  }),
  responses: { 200: z.object({ creator_id: z.string(), notes: z.string() }) },
});
