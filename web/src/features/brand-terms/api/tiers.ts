import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelBrandTiersChange, getBrandTiers, setBrandTiers } from '../../../../../contracts/terms';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** The tiers in force and an announced change with its date. */
export type TiersData = ContractOutput<typeof getBrandTiers>;
export type TierInput = ContractInput<typeof setBrandTiers>['body']['tiers'][number];

export const tiersQueryKey = [...brandQueryRoot, 'tiers'] as const;

export const useTiers = () =>
  useQuery({
    queryKey: tiersQueryKey,
    queryFn: () => callApi(getBrandTiers),
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

/** `PUT /api/brand/tiers`: in force at once, or announced with a date when a sale would earn less. */
export const useSetTiers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tiers: TierInput[]) => callApi(setBrandTiers, { body: { tiers } }),
    onSuccess: (data) => queryClient.setQueryData(tiersQueryKey, data),
  });
};

export const useCancelTiersChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(cancelBrandTiersChange),
    onSuccess: (data) => queryClient.setQueryData(tiersQueryKey, data),
  });
};
