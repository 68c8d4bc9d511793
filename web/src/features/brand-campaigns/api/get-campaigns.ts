import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrandCampaigns } from '../../../../../contracts/partnerships';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** Pending applications, the active partnerships (approved) and every code request, newest first. */
export type BrandCampaigns = ContractOutput<typeof getBrandCampaigns>;

/** `GET /api/brand/campaigns`: Influencers & Campaigns' one call. */
export const getCampaigns = (): Promise<BrandCampaigns> => callApi(getBrandCampaigns);

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
 * approved code is being created in the store (so 'Created in your Shopify store' shows promptly) or a
 * change the brand asked for (issue 36: rotation, once per customer) is being made there.
 */
export const useCampaigns = () =>
  useQuery({
    ...campaignsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.discount_codes.some(
        (code) => code.store_sync === 'pending' || code.pending_change !== null,
      )
        ? 2_000
        : 30_000,
  });
