import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

const nullableString = z.nullable(z.string());

const directoryBrandSchema = z.object({
  id: z.string(),
  brand_name: z.string(),
  logo_url: nullableString,
  description: nullableString,
  mission_statement: nullableString,
  website: nullableString,
  /** Products the brand made available to creators. */
  product_count: z.number(),
});

export type DirectoryBrand = z.infer<typeof directoryBrandSchema>;

const directorySchema = z.object({
  brands: z.array(directoryBrandSchema),
  totals: z.object({ brands: z.number(), connected_stores: z.number(), products: z.number() }),
});

export type BrandDirectory = z.infer<typeof directorySchema>;

/** `GET /api/creator/brands`: brands with a connected store, by name; the search filters here. */
export const getBrands = async (): Promise<BrandDirectory> =>
  directorySchema.parse(await apiFetch('/creator/brands'));

export const brandsQueryKey = [...creatorQueryRoot, 'brands'] as const;

export const brandsQueryOptions = () => queryOptions({ queryKey: brandsQueryKey, queryFn: getBrands });

export const useBrands = () => useQuery(brandsQueryOptions());
