import { useQuery } from '@tanstack/react-query';
import { listBrandUgcRequests } from '../../../../../contracts/ugc';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export type BrandUgc = ContractOutput<typeof listBrandUgcRequests>;
export type BrandUgcRequest = BrandUgc['requests'][number];
export type BrandUgcSubmission = BrandUgc['unrequested_submissions'][number];

export const brandUgcQueryKey = [...brandQueryRoot, 'ugc'] as const;

/** `GET /api/brand/ugc-requests`: the requests newest first with their submissions, and unrequested content. */
export const useBrandUgc = () =>
  useQuery({
    queryKey: brandUgcQueryKey,
    queryFn: () => callApi(listBrandUgcRequests),
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });
