import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCategory } from '../../../../../contracts/constants';
import {
  BRAND_PAGE_DEFAULT,
  BRAND_SEARCH_MAX,
  listBrandDirectory,
} from '../../../../../contracts/creator-brands';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** The server refuses longer searches. */
export { BRAND_SEARCH_MAX };
export const BRANDS_PAGE_SIZE = BRAND_PAGE_DEFAULT;

/**
 * One page: \`next_cursor\` is null when the listing is exhausted; \`totals.brands\` is null while
 * searching (not known without reading every brand).
 */
export type BrandsPage = ContractOutput<typeof listBrandDirectory>;
/** A brand with a connected store; \`product_count\` counts the products made available to creators. */
export type DirectoryBrand = BrandsPage['brands'][number];

/**
 * \`GET /api/creator/brands\`: one page of brands with a connected store, by name, searched on the
 * server (name or description, case-insensitive), with the directory's totals.
 */
export const getBrandsPage = (
  search: string,
  cursor: string,
  filters: BrandFilters = noBrandFilters,
): Promise<BrandsPage> =>
  callApi(listBrandDirectory, {
    query: {
      limit: BRANDS_PAGE_SIZE,
      search,
      cursor,
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.minCommission ? { min_commission: Number(filters.minCommission) } : {}),
    },
  });

/** Issue 34: a category and a minimum commission percent ('' none). */
export interface BrandFilters {
  category: '' | ProductCategory;
  minCommission: string;
}

export const noBrandFilters: BrandFilters = { category: '', minCommission: '' };

export const brandsQueryKey = [...creatorQueryRoot, 'brands'] as const;

export const brandsQueryOptions = (search: string, filters: BrandFilters = noBrandFilters) =>
  infiniteQueryOptions({
    // The unfiltered key stays as it was (the route prefetches it).
    queryKey: [
      ...brandsQueryKey,
      filters.category || filters.minCommission ? { search, ...filters } : { search },
    ],
    queryFn: ({ pageParam }) => getBrandsPage(search, pageParam, filters),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the old cards on screen (marked busy) until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useBrands = (search: string, filters: BrandFilters = noBrandFilters) =>
  useInfiniteQuery(brandsQueryOptions(search, filters));
