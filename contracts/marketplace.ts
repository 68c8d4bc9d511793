/** Explore → Products (spec 2.3): public, the same answer for everyone. */
import * as z from 'zod/mini';
import { productCategories } from './constants';
import { defineContract } from './http';
import { cursorParam, limitParam, searchParam } from './paging';
import { nextCursor } from './shapes';

export const MARKETPLACE_PAGE_DEFAULT = 24;
export const MARKETPLACE_PAGE_MAX = 48;
export const MARKETPLACE_SEARCH_MAX = 100;

/**
 * ?cursor=&limit=&search=&category= — an empty cursor is the first page; an empty search or category
 * is none. The search matches product name, brand name or category, case-insensitive.
 */
export const marketplaceQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(MARKETPLACE_PAGE_DEFAULT, MARKETPLACE_PAGE_MAX),
  search: searchParam(MARKETPLACE_SEARCH_MAX),
  category: z.pipe(
    z.optional(
      z.union([z.literal(''), z.enum(productCategories, { error: 'Choose a category from the list' })], {
        error: 'Choose a category from the list',
      }),
    ),
    z.transform((value) => value || undefined),
  ),
});

export const marketplaceProductCard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  category: z.enum(productCategories),
  image_url: z.nullable(z.string()),
  commission_percentage: z.number(),
  earn_per_sale_cents: z.number(),
  brand: z.object({ id: z.string(), brand_name: z.string(), logo_url: z.nullable(z.string()) }),
});

export const listMarketplaceProducts = defineContract({
  method: 'GET',
  path: '/api/marketplace/products',
  auth: 'public',
  summary: 'A page of the products brands made available to influencers, newest first',
  query: marketplaceQuery,
  responses: { 200: z.object({ products: z.array(marketplaceProductCard), next_cursor: nextCursor }) },
});
