import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** The server refuses longer searches. */
export const BRAND_SEARCH_MAX = 100;
export const BRANDS_PAGE_SIZE = 24;

const nullableString = z.nullable(z.string());

const directoryBrandSchema = z.object({
  id: z.string(),
  brand_name: z.string(),
  logo_url: nullableString,
  description: nullableString,
  mission_statement: nullableString,
  website: nullableString,
  /** Products the brand made available to creators. */
  product_count: z.number(),
});

export type DirectoryBrand = z.infer<typeof directoryBrandSchema>;

const pageSchema = z.object({
  brands: z.array(directoryBrandSchema),
  /** Null when the listing is exhausted; else 'Load more' continues from here. */
  next_cursor: z.nullable(z.string()),
  totals: z.object({
    /** Total Brands unsearched; null while searching (not known without reading every brand). */
    brands: z.nullable(z.number()),
    connected_stores: z.number(),
    products: z.number(),
  }),
});

export type BrandsPage = z.infer<typeof pageSchema>;

/**
 * `GET /api/creator/brands`: one page of brands with a connected store, by name, searched on the
 * server (name or description, case-insensitive), with the directory's totals.
 */
export const getBrandsPage = async (search: string, cursor: string): Promise<BrandsPage> => {
  const params = new URLSearchParams({ limit: String(BRANDS_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return pageSchema.parse(await apiFetch(`/creator/brands?${params}`));
};

export const brandsQueryKey = [...creatorQueryRoot, 'brands'] as const;

export const brandsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...brandsQueryKey, { search }],
    queryFn: ({ pageParam }) => getBrandsPage(search, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the old cards on screen (marked busy) until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useBrands = (search: string) => useInfiniteQuery(brandsQueryOptions(search));
