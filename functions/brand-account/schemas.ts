import * as z from 'zod';

const optionalUrl = (label: string) =>
  z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500, `${label} must be at most 500 characters`)
        .refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
          message: `${label} must be a full URL starting with https://`,
        }),
    ])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Account & Billing → brand details (spec 2.4, 3). URLs must be URLs; every text has a limit. */
export const brandDetailsSchema = z
  .object({
    brand_name: z
      .string({ error: 'Brand name is required' })
      .trim()
      .min(1, 'Brand name is required')
      .max(120, 'Brand name must be at most 120 characters'),
    logo_url: optionalUrl('Logo URL'),
    website: optionalUrl('Website'),
    description: optionalText('Description', 2000),
    mission_statement: optionalText('Mission statement', 1000),
    why_work_with_us: optionalText('Why work with us', 2000),
    social_media_links: z
      .object({
        instagram: optionalUrl('Instagram'),
        tiktok: optionalUrl('TikTok'),
        youtube: optionalUrl('YouTube'),
        twitter: optionalUrl('Twitter'),
      })
      .strict()
      .optional()
      .prefault({}),
  })
  .strict();

export type BrandDetailsInput = z.infer<typeof brandDetailsSchema>;
