import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productCategories } from '../../../../../contracts/constants';
import {
  listMarketplaceProducts,
  MARKETPLACE_SEARCH_MAX,
  type marketplaceProductCard,
} from '../../../../../contracts/marketplace';
import { type ApiShape, type ContractOutput, callApi } from '../../../lib/api-client';

/** Twelve fills whole rows of two, three or four cards. */
export const MARKETPLACE_PAGE_SIZE = 12;
/** The server refuses longer searches. */
/** Product categories (spec constants), for the category filter. */
export { MARKETPLACE_SEARCH_MAX, productCategories };

export interface MarketplaceQuery {
  /** Trimmed; matches product name, brand name or category, case-insensitive (on the server). */
  search: string;
  /** '' is every category. */
  category: string;
}

/** A product card; `earn_per_sale_cents` is price × commission / 100 (spec 9). */
export type MarketplaceProduct = ApiShape<typeof marketplaceProductCard>;

/** One page; `next_cursor` is null on the last page. */
export type MarketplacePage = ContractOutput<typeof listMarketplaceProducts>;

/**
 * `GET /api/marketplace/products`: public and the same for everyone, so it is asked without a token
 * (a visitor's first Explore visit never loads Amplify).
 */
export const getMarketplacePage = async (
  filters: MarketplaceQuery,
  cursor: string,
): Promise<MarketplacePage> =>
  callApi(listMarketplaceProducts, {
    query: {
      limit: MARKETPLACE_PAGE_SIZE,
      search: filters.search,
      // The filter offers only these; '' (every category) is sent as no category.
      category: productCategories.find((category) => category === filters.category),
      cursor,
    },
  });

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
