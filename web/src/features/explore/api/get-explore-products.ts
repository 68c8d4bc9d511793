import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productCategories } from '../../../../../contracts/constants';
import {
  EXPLORE_SEARCH_MAX,
  type exploreProductCard,
  listExploreProducts,
} from '../../../../../contracts/explore';
import { type ApiShape, type ContractOutput, callApi } from '../../../lib/api-client';

/** Twelve fills whole rows of two, three or four cards. */
export const EXPLORE_PAGE_SIZE = 12;
/** The server refuses longer searches. */
/** Product categories (spec constants), for the category filter. */
export { EXPLORE_SEARCH_MAX, productCategories };

export interface ExploreQuery {
  /** Trimmed; matches product name, brand name or category, case-insensitive (on the server). */
  search: string;
  /** '' is every category. */
  category: string;
}

/** A product card; `earn_per_sale_cents` is price × commission / 100 (spec 9). */
export type ExploreProduct = ApiShape<typeof exploreProductCard>;

/** One page; `next_cursor` is null on the last page. */
export type ExplorePage = ContractOutput<typeof listExploreProducts>;

/**
 * `GET /api/explore/products`: public and the same for everyone, so it is asked without a token
 * (a visitor's first Explore visit never loads Amplify).
 */
export const getExplorePage = async (filters: ExploreQuery, cursor: string): Promise<ExplorePage> =>
  callApi(listExploreProducts, {
    query: {
      limit: EXPLORE_PAGE_SIZE,
      search: filters.search,
      // The filter offers only these; '' (every category) is sent as no category.
      category: productCategories.find((category) => category === filters.category),
      cursor,
    },
  });

export const exploreProductsQueryOptions = (filters: ExploreQuery) =>
  infiniteQueryOptions({
    queryKey: ['explore', 'products', filters],
    queryFn: ({ pageParam }) => getExplorePage(filters, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the old cards on screen (marked busy) until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useExploreProducts = (filters: ExploreQuery) =>
  useInfiniteQuery(exploreProductsQueryOptions(filters));
