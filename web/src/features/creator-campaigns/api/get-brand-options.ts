import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

const optionsSchema = z.object({
  brands: z.array(z.object({ id: z.string(), brand_name: z.string() })),
});

export type BrandOption = z.infer<typeof optionsSchema>['brands'][number];

/** The brands a code can be requested from (`GET /api/creator/brands`, names only). */
export const getBrandOptions = async (): Promise<BrandOption[]> =>
  optionsSchema.parse(await apiFetch('/creator/brands')).brands;

export const brandOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...creatorQueryRoot, 'brand-options'], queryFn: getBrandOptions });

export const useBrandOptions = () => useQuery(brandOptionsQueryOptions());
