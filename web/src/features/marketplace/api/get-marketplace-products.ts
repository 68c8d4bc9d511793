import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

/** Twelve fills whole rows of two, three or four cards. */
export const MARKETPLACE_PAGE_SIZE = 12;
/** The server refuses longer searches. */
export const MARKETPLACE_SEARCH_MAX = 100;

/** Product categories (spec constants), for the category filter. */
export const productCategories = [
  'accessories',
  'clothing',
  'electronics',
  'home',
  'beauty',
  'sports',
  'books',
  'toys',
  'food',
  'health',
  'automotive',
  'other',
] as const;

export interface MarketplaceQuery {
  /** Trimmed; matches product name, brand name or category, case-insensitive (on the server). */
  search: string;
  /** '' is every category. */
  category: string;
}

const marketplaceProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  category: z.string(),
  image_url: z.nullable(z.string()),
  commission_percentage: z.number(),
  /** price × commission / 100 (spec 9), in cents. */
  earn_per_sale_cents: z.number(),
  brand: z.object({ id: z.string(), brand_name: z.string(), logo_url: z.nullable(z.string()) }),
});

export type MarketplaceProduct = z.infer<typeof marketplaceProductSchema>;

const pageSchema = z.object({
  products: z.array(marketplaceProductSchema),
  /** Null on the last page. */
  next_cursor: z.nullable(z.string()),
});

export type MarketplacePage = z.infer<typeof pageSchema>;

/**
 * `GET /api/marketplace/products`: public and the same for everyone, so it is asked without a token
 * (a visitor's first Explore visit never loads Amplify).
 */
export const getMarketplacePage = async (
  filters: MarketplaceQuery,
  cursor: string,
): Promise<MarketplacePage> => {
  const query = new URLSearchParams({ limit: String(MARKETPLACE_PAGE_SIZE) });
  if (filters.search) query.set('search', filters.search);
  if (filters.category) query.set('category', filters.category);
  if (cursor) query.set('cursor', cursor);
  return pageSchema.parse(await apiFetch(`/marketplace/products?${query}`, { anonymous: true }));
};

export const marketplaceProductsQueryOptions = (filters: MarketplaceQuery) =>
  infiniteQueryOptions({
    queryKey: ['marketplace', 'products', filters],
    queryFn: ({ pageParam }) => getMarketplacePage(filters, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the old cards on screen (marked busy) until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useMarketplaceProducts = (filters: MarketplaceQuery) =>
  useInfiniteQuery(marketplaceProductsQueryOptions(filters));
