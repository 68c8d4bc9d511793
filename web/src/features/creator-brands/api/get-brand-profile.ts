import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { storePlatforms } from '../../../types/brand';
import { brandsQueryKey } from './get-brands';

const nullableString = z.nullable(z.string());

const profileProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  category: nullableString,
  image_url: nullableString,
  shopify_product_handle: nullableString,
  commission_percentage: z.number(),
  sample_eligible: z.boolean(),
  sample_available: z.boolean(),
  sample_credits: z.number(),
  promotional_guidelines: nullableString,
});

export type ProfileProduct = z.infer<typeof profileProductSchema>;

const brandProfileSchema = z.object({
  brand: z.object({
    id: z.string(),
    brand_name: z.string(),
    logo_url: nullableString,
    website: nullableString,
    description: nullableString,
    mission_statement: nullableString,
    why_work_with_us: nullableString,
    social_media_links: z.object({
      instagram: z.optional(z.string()),
      tiktok: z.optional(z.string()),
      youtube: z.optional(z.string()),
      twitter: z.optional(z.string()),
    }),
    store_connected: z.boolean(),
    store_platform: z.nullable(z.enum(storePlatforms)),
    shop_domain: nullableString,
  }),
  /** Only the products the brand made available to creators. */
  products: z.array(profileProductSchema),
  /** Open UGC requests; none until the UGC feature exists. */
  content_opportunities: z.array(z.unknown()),
});

export type BrandProfile = z.infer<typeof brandProfileSchema>;

/** `GET /api/creator/brands/{brandId}`: null when there is no such brand with a connected store. */
export const getBrandProfile = async (brandId: string): Promise<BrandProfile | null> => {
  try {
    return brandProfileSchema.parse(await apiFetch(`/creator/brands/${encodeURIComponent(brandId)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const brandProfileQueryOptions = (brandId: string) =>
  queryOptions({ queryKey: [...brandsQueryKey, brandId], queryFn: () => getBrandProfile(brandId) });

export const useBrandProfile = (brandId: string) => useQuery(brandProfileQueryOptions(brandId));
