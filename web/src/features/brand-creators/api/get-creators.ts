import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import {
  CREATOR_PAGE_DEFAULT,
  CREATOR_SEARCH_MAX,
  type creatorDirectoryEntry,
  listCreatorsForBrand,
} from '../../../../../contracts/brand-creators';
import {
  type AudienceBand,
  type CreatorFilter,
  type CreatorPlatform,
  type CreatorSort,
  creatorFilters,
  type ProductCategory,
  relationshipTypes,
} from '../../../../../contracts/constants';
import { type ApiShape, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** Favorite and blacklist (exclusive); the directory's filters (spec 2.4), applied by the server. */
export { type CreatorFilter, creatorFilters, relationshipTypes };
export type RelationshipType = (typeof relationshipTypes)[number];

/** The server refuses longer searches. */
export { CREATOR_SEARCH_MAX };
export const CREATORS_PAGE_SIZE = CREATOR_PAGE_DEFAULT;

/** A creator in the directory, with this brand's own mark and notes. */
export type DirectoryCreator = ApiShape<typeof creatorDirectoryEntry>;

/** One page; \`next_cursor\` is null when the listing is exhausted, else 'Load more' continues from it. */
export type CreatorsPage = ContractOutput<typeof listCreatorsForBrand>;

/** One creator changed in every cached page: for mutations' optimistic and confirmed updates. */
export const patchCreator = (
  data: InfiniteData<CreatorsPage, string> | undefined,
  creatorId: string,
  patch: Partial<DirectoryCreator>,
): InfiniteData<CreatorsPage, string> | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      creators: page.creators.map((creator) =>
        creator.id === creatorId ? { ...creator, ...patch } : creator,
      ),
    })),
  };

export interface CreatorsQuery {
  /** Trimmed; the server lower-cases it (the search is case-insensitive). */
  search: string;
  filter: CreatorFilter;
  /** Issue 34: niche, platform, audience band, minimum 90-day results ('' any) and the order. */
  niche?: '' | ProductCategory;
  platform?: '' | CreatorPlatform;
  band?: '' | AudienceBand;
  minSalesCents?: string;
  minConversion?: string;
  sort?: CreatorSort;
}

/**
 * `GET /api/brand/creators`: one page of creators who finished onboarding, with this brand's marks and
 * notes, searched (username, bio, Instagram handle) and filtered on the server.
 */
export const getCreatorsPage = (query: CreatorsQuery, cursor: string): Promise<CreatorsPage> =>
  callApi(listCreatorsForBrand, {
    query: {
      limit: CREATORS_PAGE_SIZE,
      filter: query.filter,
      search: query.search,
      cursor,
      ...(query.niche ? { niche: query.niche } : {}),
      ...(query.platform ? { platform: query.platform } : {}),
      ...(query.band ? { band: query.band } : {}),
      ...(query.minSalesCents ? { min_sales_cents: Number(query.minSalesCents) } : {}),
      ...(query.minConversion ? { min_conversion: Number(query.minConversion) } : {}),
      ...(query.sort && query.sort !== 'name' ? { sort: query.sort } : {}),
    },
  });

/** Every listing of the directory (each search and filter) is under this key. */
export const creatorsQueryKey = [...brandQueryRoot, 'creators'] as const;

export const creatorsQueryOptions = (query: CreatorsQuery) =>
  infiniteQueryOptions({
    queryKey: [...creatorsQueryKey, query],
    queryFn: ({ pageParam }) => getCreatorsPage(query, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
    // A new search keeps the old cards on screen (marked busy) until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useCreators = (query: CreatorsQuery) => useInfiniteQuery(creatorsQueryOptions(query));
