import { useQuery } from '@tanstack/react-query';
import { listBrandOpenUgcRequests, listOpenUgcRequests } from '../../../../../contracts/ugc';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** An open UGC request as creators see it: budget in cents, deadline YYYY-MM-DD or null. */
export type OpenUgcRequest = ContractOutput<typeof listOpenUgcRequests>['requests'][number];

export const ugcQueryKey = [...creatorQueryRoot, 'ugc'] as const;

/** `GET /api/creator/ugc-requests`: every brand's open requests, newest first (Explore's Content tab). */
export const useOpenUgcRequests = () =>
  useQuery({
    queryKey: [...ugcQueryKey, 'open'],
    queryFn: async () => (await callApi(listOpenUgcRequests)).requests,
  });

/** `GET /api/creator/brands/{brandId}/ugc-requests`: one brand's open requests (Content Opportunities). */
export const useBrandOpenUgcRequests = (brandId: string) =>
  useQuery({
    queryKey: [...ugcQueryKey, 'open', brandId],
    queryFn: async () => (await callApi(listBrandOpenUgcRequests, { params: { brandId } })).requests,
  });
