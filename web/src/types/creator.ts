import * as z from 'zod/mini';

const nullableString = z.nullable(z.string());

/** A creator profile as the creator's own APIs show it (functions/shared/data/entities/creator.ts). */
export const creatorSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  bio: z.string(),
  avatar_url: nullableString,
  follower_count: z.number(),
  engagement_rate: z.nullable(z.number()),
  instagram_handle: nullableString,
  tiktok_handle: nullableString,
  youtube_handle: nullableString,
  twitter_handle: nullableString,
  instagram_connected: z.boolean(),
  onboarding_completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Creator = z.infer<typeof creatorSchema>;
