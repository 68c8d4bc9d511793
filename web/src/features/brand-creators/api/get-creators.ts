import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export const relationshipTypes = ['favorite', 'blacklist'] as const;
export type RelationshipType = (typeof relationshipTypes)[number];

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

/** One creator of the cached list, changed: for mutations' optimistic and confirmed updates. */
export const patchCreator = (
  creators: DirectoryCreator[] | undefined,
  creatorId: string,
  patch: Partial<DirectoryCreator>,
) => creators?.map((creator) => (creator.id === creatorId ? { ...creator, ...patch } : creator));

const creatorsSchema = z.object({ creators: z.array(creatorSchema) });

/** `GET /api/brand/creators`: creators who finished onboarding, with this brand's marks and notes. */
export const getCreators = async (): Promise<DirectoryCreator[]> =>
  creatorsSchema.parse(await apiFetch('/brand/creators')).creators;

export const creatorsQueryKey = [...brandQueryRoot, 'creators'] as const;

export const creatorsQueryOptions = () =>
  queryOptions({
    queryKey: creatorsQueryKey,
    queryFn: getCreators,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useCreators = () => useQuery(creatorsQueryOptions());
