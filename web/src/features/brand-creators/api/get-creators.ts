import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export const relationshipTypes = ['favorite', 'blacklist'] as const;
export type RelationshipType = (typeof relationshipTypes)[number];

/** The directory's filters (spec 2.4), applied by the server. */
export const creatorFilters = ['all', 'favorite', 'blacklist', 'unrated'] as const;
export type CreatorFilter = (typeof creatorFilters)[number];

/** The server refuses longer searches. */
export const CREATOR_SEARCH_MAX = 100;
export const CREATORS_PAGE_SIZE = 24;

const creatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  bio: z.string(),
  avatar_url: z.nullable(z.string()),
  follower_count: z.number(),
  engagement_rate: z.nullable(z.number()),
  instagram_handle: z.nullable(z.string()),
  tiktok_handle: z.nullable(z.string()),
  youtube_handle: z.nullable(z.string()),
  /** This brand's own mark; favorite and blacklist are exclusive. */
  relationship_type: z.nullable(z.enum(relationshipTypes)),
  notes: z.string(),
});

export type DirectoryCreator = z.infer<typeof creatorSchema>;

const pageSchema = z.object({
  creators: z.array(creatorSchema),
  /** Null when the listing is exhausted; else 'Load more' continues from here. */
  next_cursor: z.nullable(z.string()),
});

export type CreatorsPage = z.infer<typeof pageSchema>;

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
}

/**
 * `GET /api/brand/creators`: one page of creators who finished onboarding, with this brand's marks and
 * notes, searched (username, bio, Instagram handle) and filtered on the server.
 */
export const getCreatorsPage = async (query: CreatorsQuery, cursor: string): Promise<CreatorsPage> => {
  const params = new URLSearchParams({ limit: String(CREATORS_PAGE_SIZE), filter: query.filter });
  if (query.search) params.set('search', query.search);
  if (cursor) params.set('cursor', cursor);
  return pageSchema.parse(await apiFetch(`/brand/creators?${params}`));
};

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
