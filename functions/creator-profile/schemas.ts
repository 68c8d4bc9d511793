import * as z from 'zod/mini';
import { BIO_MAX, usernameSchema } from '../shared/usernames';

const HANDLE_MAX = 60;

const handle = (label: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: `${label} must be text` })
          .check(z.trim(), z.maxLength(HANDLE_MAX, `${label} must be at most ${HANDLE_MAX} characters`)),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

const avatarUrl = z.pipe(
  z.optional(
    z.nullable(
      z.union([
        z.literal(''),
        z.string({ error: 'Avatar URL must be text' }).check(
          z.trim(),
          z.maxLength(500, 'Avatar URL must be at most 500 characters'),
          z.refine((value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value), {
            message: 'Avatar URL must be a full URL starting with https://',
          }),
        ),
      ]),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

/**
 * Profile Settings (spec 5): a full replacement of the editable fields (omitted ones are cleared or 0).
 * Email is read-only ('Email cannot be changed from this page'): like any unknown field it is refused.
 */
export const profileSettingsSchema = z.strictObject(
  {
    username: usernameSchema,
    bio: z.pipe(
      z.optional(
        z
          .string({ error: 'Bio must be text' })
          .check(z.trim(), z.maxLength(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)),
      ),
      z.transform((value) => value ?? ''),
    ),
    avatar_url: avatarUrl,
    follower_count: z.pipe(
      z.optional(
        z
          .number({ error: 'Follower count must be a whole number' })
          .check(
            z.int('Follower count must be a whole number'),
            z.gte(0, 'Follower count cannot be negative'),
            z.lte(10_000_000_000, 'Follower count is too high'),
          ),
      ),
      z.transform((value) => value ?? 0),
    ),
    instagram_handle: handle('Instagram handle'),
    tiktok_handle: handle('TikTok handle'),
    youtube_handle: handle('YouTube handle'),
    twitter_handle: handle('Twitter handle'),
    email: z.optional(z.never({ error: 'Email cannot be changed from this page' })),
  },
  { error: 'Send the profile as JSON' },
);

export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;
