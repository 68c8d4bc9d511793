/**
 * Pitches (issue 34, part 7): the words a creator sends with Apply, Request Discount Code and Request
 * Sample, and the creator's links the brand reads beside them on its review card. The request routes
 * themselves are in partnerships.ts (applications, discount codes) and creator-brands.ts (samples).
 */
import * as z from 'zod/mini';
import { defineContract } from './http';

/** The most a creator may write to a brand with one request. */
export const PITCH_MESSAGE_MAX = 500;

export const pitchMessageTooLong = `Message must be at most ${PITCH_MESSAGE_MAX} characters`;

/**
 * The optional message of a request: trimmed, at most PITCH_MESSAGE_MAX characters after trimming;
 * blank or left out means none (null).
 */
export const pitchMessage = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: 'Message must be text' })
        .check(z.trim(), z.maxLength(PITCH_MESSAGE_MAX, pitchMessageTooLong)),
    ),
  ),
  z.transform((value) => value || null),
);

/**
 * What a brand sees of a creator beside a pitch, from what the marketplace holds: the storefront's
 * path (`/{username}`) while it is active, the handles the profile records, and the follower count
 * only when the profile states one (null, never a made-up 0, when it does not).
 */
export const creatorLinks = z.object({
  creator_id: z.string(),
  username: z.string(),
  storefront_path: z.nullable(z.string()),
  instagram_handle: z.nullable(z.string()),
  tiktok_handle: z.nullable(z.string()),
  youtube_handle: z.nullable(z.string()),
  twitter_handle: z.nullable(z.string()),
  follower_count: z.nullable(z.number()),
});

export type CreatorLinks = z.infer<typeof creatorLinks>;

/**
 * The pitch dialog's "what the brand will see": the caller's own links, as a brand's review card shows
 * them (the same read).
 */
export const getMyPitchLinks = defineContract({
  method: 'GET',
  path: '/api/creator/pitch-links',
  auth: 'creator',
  managers: true,
  summary: "The caller's links as brands see them beside a pitch (storefront, handles, followers)",
  responses: { 200: z.object({ links: creatorLinks }) },
});
