/** Explore → Products (spec 2.3): public, the same answer for everyone. */
import * as z from 'zod/mini';
import { productCategories, programModes } from './constants';
import { defineContract } from './http';
import { cursorParam, limitParam, searchParam } from './paging';
import { nextCursor } from './shapes';

export const EXPLORE_PAGE_DEFAULT = 24;
export const EXPLORE_PAGE_MAX = 48;
export const EXPLORE_SEARCH_MAX = 100;

/**
 * ?cursor=&limit=&search=&category= — an empty cursor is the first page; an empty search or category
 * is none. The search matches product name, brand name or category, case-insensitive.
 */
export const exploreQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(EXPLORE_PAGE_DEFAULT, EXPLORE_PAGE_MAX),
  search: searchParam(EXPLORE_SEARCH_MAX),
  category: z.pipe(
    z.optional(
      z.union([z.literal(''), z.enum(productCategories, { error: 'Choose a category from the list' })], {
        error: 'Choose a category from the list',
      }),
    ),
    z.transform((value) => value || undefined),
  ),
});

export const exploreProductCard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  category: z.enum(productCategories),
  image_url: z.nullable(z.string()),
  commission_percentage: z.number(),
  /** Issue 21: a commission cut announced and not in force yet, with its date. */
  pending_rate: z.nullable(z.object({ commission_percentage: z.number(), effective_at: z.string() })),
  earn_per_sale_cents: z.number(),
  brand: z.object({
    id: z.string(),
    brand_name: z.string(),
    logo_url: z.nullable(z.string()),
    /** Approval required: Copy Link becomes Apply for a creator the brand has not approved. */
    program_mode: z.enum(programModes),
  }),
});

export const listExploreProducts = defineContract({
  method: 'GET',
  path: '/api/explore/products',
  auth: 'public',
  summary: 'A page of the products brands made available to influencers, newest first',
  query: exploreQuery,
  responses: { 200: z.object({ products: z.array(exploreProductCard), next_cursor: nextCursor }) },
});
