/** The creator's Brands directory and brand profiles (spec 2.5): contact, samples. */
import * as z from 'zod/mini';
import { productCategories, programModes, storePlatforms } from './constants';
import { defineContract } from './http';
import { cursorParam, limitParam, searchParam } from './paging';
import { pitchMessage } from './pitches';
import { brandMessage, nextCursor, socialMediaLinks } from './shapes';

export const BRAND_PAGE_DEFAULT = 24;
export const BRAND_PAGE_MAX = 48;
export const BRAND_SEARCH_MAX = 100;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

const CATEGORY_MESSAGE = 'Choose a category from the list';
const COMMISSION_MESSAGE = 'Minimum commission must be a percent from 0 to 100';

/**
 * ?search=&cursor=&limit= — 'Search brands...' matches brand name or description, case-insensitive.
 * Issue 34: &category= (brands with an available product in it) and &min_commission= (a percent: brands
 * with an available product paying at least that), '' or absent for none.
 */
export const brandDirectoryQuery = z.object({
  search: searchParam(BRAND_SEARCH_MAX),
  cursor: cursorParam,
  limit: limitParam(BRAND_PAGE_DEFAULT, BRAND_PAGE_MAX),
  category: z.pipe(
    z.optional(
      z.union([z.literal(''), z.enum(productCategories, { error: CATEGORY_MESSAGE })], {
        error: CATEGORY_MESSAGE,
      }),
    ),
    z.transform((value) => (value ? value : null)),
  ),
  min_commission: z.pipe(
    z.optional(
      z.union([
        z.literal(''),
        z.coerce
          .number({ error: COMMISSION_MESSAGE })
          .check(z.gte(0, COMMISSION_MESSAGE), z.lte(100, COMMISSION_MESSAGE)),
      ]),
    ),
    z.transform((value) => (value === '' || value === undefined ? null : value)),
  ),
});

const id = (label: string) =>
  z
    .string()
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(64, `${label} is too long`),
      z.regex(/^[\w-]+$/, `${label} is not valid`),
    );

export const brandParams = z.object({ brandId: id('Brand id') });
export const brandProductParams = z.object({ brandId: id('Brand id'), productId: id('Product id') });

/** 'Contact Brand' (spec 2.5): Subject and Message, both required. */
export const brandMessageSchema = z.strictObject(
  {
    subject: z
      .string({ error: 'Please enter a subject' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter a subject'),
        z.maxLength(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
      ),
    message: z
      .string({ error: 'Please enter a message' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter a message'),
        z.maxLength(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
      ),
  },
  { error: 'Send the subject and message as JSON' },
);

/** 'Request Sample': an optional pitch to the brand (issue 34). The body itself may be left out. */
export const sampleRequestSchema = z.pipe(
  z.optional(z.strictObject({ message: pitchMessage }, { error: 'Send the request as a JSON object' })),
  z.transform((value) => value ?? { message: null }),
);

/** A creator's sample request as the creator sees it (the brand sees brandSampleRequest). */
export const sampleRequest = z.object({
  brand_id: z.string(),
  product_id: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  message: z.nullable(z.string()),
  status: z.literal('pending'),
  created_at: z.string(),
});

export const listBrandDirectory = defineContract({
  method: 'GET',
  path: '/api/creator/brands',
  auth: 'creator',
  managers: true,
  summary: 'A page of the brands directory (brands with a connected store)',
  query: brandDirectoryQuery,
  responses: {
    200: z.object({
      brands: z.array(
        z.object({
          id: z.string(),
          brand_name: z.string(),
          logo_url: z.nullable(z.string()),
          description: z.nullable(z.string()),
          mission_statement: z.nullable(z.string()),
          website: z.nullable(z.string()),
          product_count: z.number(),
          program_mode: z.enum(programModes),
        }),
      ),
      next_cursor: nextCursor,
      /**
       * The tiles, over the set the list shows: unsearched, the whole directory (kept counters); while
       * searching all null (not known without reading every brand): the screen counts the matches.
       */
      totals: z.object({
        brands: z.nullable(z.number()),
        connected_stores: z.nullable(z.number()),
        products: z.nullable(z.number()),
      }),
    }),
  },
});

export const getBrandProfile = defineContract({
  method: 'GET',
  path: '/api/creator/brands/{brandId}',
  auth: 'creator',
  managers: true,
  summary: "A brand's public details and the products it made available to influencers",
  params: brandParams,
  responses: {
    200: z.object({
      brand: z.object({
        id: z.string(),
        brand_name: z.string(),
        logo_url: z.nullable(z.string()),
        website: z.nullable(z.string()),
        description: z.nullable(z.string()),
        mission_statement: z.nullable(z.string()),
        why_work_with_us: z.nullable(z.string()),
        social_media_links: socialMediaLinks,
        store_connected: z.boolean(),
        store_platform: z.nullable(z.enum(storePlatforms)),
        shop_domain: z.nullable(z.string()),
        program_mode: z.enum(programModes),
      }),
      products: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          description: z.string(),
          price_cents: z.number(),
          category: z.enum(productCategories),
          image_url: z.nullable(z.string()),
          shopify_product_handle: z.nullable(z.string()),
          commission_percentage: z.number(),
          /** Issue 21: a commission cut announced and not in force yet, with its date. */
          pending_rate: z.nullable(z.object({ commission_percentage: z.number(), effective_at: z.string() })),
          sample_eligible: z.boolean(),
          sample_available: z.boolean(),
          sample_credits: z.number(),
          promotional_guidelines: z.nullable(z.string()),
        }),
      ),
    }),
  },
});

export const sendBrandMessage = defineContract({
  method: 'POST',
  path: '/api/creator/brands/{brandId}/messages',
  auth: 'creator',
  managers: true,
  summary: "'Contact Brand': a message to the brand's inbox",
  params: brandParams,
  body: brandMessageSchema,
  responses: { 201: z.object({ message: brandMessage }) },
});

export const requestSample = defineContract({
  method: 'POST',
  path: '/api/creator/brands/{brandId}/products/{productId}/sample-requests',
  auth: 'creator',
  managers: true,
  summary:
    "'Request Sample' of a product with an optional pitch, once per creator and product (201); while one is pending, answers it (200) and writes nothing",
  params: brandProductParams,
  body: sampleRequestSchema,
  responses: {
    200: z.object({ sample_request: sampleRequest, created: z.literal(false) }),
    201: z.object({ sample_request: sampleRequest, created: z.literal(true) }),
  },
});

/**
 * The caller's own pending sample requests to one brand (issue 34): the brand profile shows "Sample
 * requested" with its date instead of the button. Never another creator's.
 */
export const listMySampleRequests = defineContract({
  method: 'GET',
  path: '/api/creator/brands/{brandId}/sample-requests',
  auth: 'creator',
  managers: true,
  summary: "The caller's pending sample requests to a brand, newest first",
  params: brandParams,
  responses: { 200: z.object({ sample_requests: z.array(sampleRequest) }) },
});
