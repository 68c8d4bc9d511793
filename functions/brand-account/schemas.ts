import * as z from 'zod/mini';

const optionalUrl = (label: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.union([
          z.literal(''),
          z.string().check(
            z.trim(),
            z.maxLength(500, `${label} must be at most 500 characters`),
            z.refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
              message: `${label} must be a full URL starting with https://`,
            }),
          ),
        ]),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    ),
    z.transform((value) => (value ? value : null)),
  );

/** Account & Billing → brand details (spec 2.4, 3). URLs must be URLs; every text has a limit. */
export const brandDetailsSchema = z.strictObject({
  brand_name: z
    .string({ error: 'Brand name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Brand name is required'),
      z.maxLength(120, 'Brand name must be at most 120 characters'),
    ),
  logo_url: optionalUrl('Logo URL'),
  website: optionalUrl('Website'),
  description: optionalText('Description', 2000),
  mission_statement: optionalText('Mission statement', 1000),
  why_work_with_us: optionalText('Why work with us', 2000),
  social_media_links: z.prefault(
    z.optional(
      z.strictObject({
        instagram: optionalUrl('Instagram'),
        tiktok: optionalUrl('TikTok'),
        youtube: optionalUrl('YouTube'),
        twitter: optionalUrl('Twitter'),
      }),
    ),
    {},
  ),
});

export type BrandDetailsInput = z.infer<typeof brandDetailsSchema>;
