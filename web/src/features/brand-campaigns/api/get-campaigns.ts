import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';
import { applicationSchema, discountCodeSchema } from '../../../types/partnership';

const campaignsSchema = z.object({
  pending: z.array(applicationSchema),
  /** Approved applications: the brand's active partnerships. */
  active: z.array(applicationSchema),
  /** Every request, newest first; the tab groups them by status. */
  discount_codes: z.array(discountCodeSchema),
});

export type BrandCampaigns = z.infer<typeof campaignsSchema>;

/** `GET /api/brand/campaigns`: Influencers & Campaigns' one call. */
export const getCampaigns = async (): Promise<BrandCampaigns> =>
  campaignsSchema.parse(await apiFetch('/brand/campaigns'));

export const campaignsQueryKey = [...brandQueryRoot, 'campaigns'] as const;

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsQueryKey,
    queryFn: getCampaigns,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

/**
 * New applications arrive while the screen is open: it checks every 30 s, and every 2 s while an
 * approved code is being created in the store (so 'Created in your Shopify store' shows promptly).
 */
export const useCampaigns = () =>
  useQuery({
    ...campaignsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.discount_codes.some((code) => code.store_sync === 'pending') ? 2_000 : 30_000,
  });
