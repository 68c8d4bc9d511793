import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiFetch } from '../../../lib/api-client';

const publicCreatorSchema = z.object({
  username: z.string(),
  bio: z.string(),
  avatar_url: z.nullable(z.string()),
  follower_count: z.number(),
  engagement_rate: z.nullable(z.number()),
  instagram_handle: z.nullable(z.string()),
  tiktok_handle: z.nullable(z.string()),
  youtube_handle: z.nullable(z.string()),
  twitter_handle: z.nullable(z.string()),
});

export type PublicCreator = z.infer<typeof publicCreatorSchema>;

const responseSchema = z.object({ creator: publicCreatorSchema });

/** `GET /api/creators/{username}`: public, no token; null when there is no such (onboarded) creator. */
export const getPublicCreator = async (username: string): Promise<PublicCreator | null> => {
  try {
    return responseSchema.parse(
      await apiFetch(`/creators/${encodeURIComponent(username)}`, { anonymous: true }),
    ).creator;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const publicCreatorQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['public-creator', username.toLowerCase()],
    queryFn: () => getPublicCreator(username),
  });

export const usePublicCreator = (username: string) => useQuery(publicCreatorQueryOptions(username));
