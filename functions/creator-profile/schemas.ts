import * as z from 'zod';
import { BIO_MAX, usernameSchema } from '../shared/usernames';

const HANDLE_MAX = 60;

const handle = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(HANDLE_MAX, `${label} must be at most ${HANDLE_MAX} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const avatarUrl = z
  .union([
    z.literal(''),
    z
      .string({ error: 'Avatar URL must be text' })
      .trim()
      .max(500, 'Avatar URL must be at most 500 characters')
      .refine((value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value), {
        message: 'Avatar URL must be a full URL starting with https://',
      }),
  ])
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/**
 * Profile Settings (spec 5): a full replacement of the editable fields (omitted ones are cleared or 0).
 * Email is read-only ('Email cannot be changed from this page'): like any unknown field it is refused.
 */
export const profileSettingsSchema = z
  .object(
    {
      username: usernameSchema,
      bio: z
        .string({ error: 'Bio must be text' })
        .trim()
        .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
        .optional()
        .transform((value) => value ?? ''),
      avatar_url: avatarUrl,
      follower_count: z
        .number({ error: 'Follower count must be a whole number' })
        .int('Follower count must be a whole number')
        .min(0, 'Follower count cannot be negative')
        .max(10_000_000_000, 'Follower count is too high')
        .optional()
        .transform((value) => value ?? 0),
      instagram_handle: handle('Instagram handle'),
      tiktok_handle: handle('TikTok handle'),
      youtube_handle: handle('YouTube handle'),
      twitter_handle: handle('Twitter handle'),
      email: z.never({ error: 'Email cannot be changed from this page' }).optional(),
    },
    { error: 'Send the profile as JSON' },
  )
  .strict();

export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;
