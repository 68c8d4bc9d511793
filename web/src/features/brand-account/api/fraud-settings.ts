import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFraudSettings, putFraudSettings } from '../../../../../contracts/fraud';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** Issue 36: the brand's fraud signals, on or off with their thresholds, and the version they were read at. */
export type FraudSettingsData = ContractOutput<typeof getFraudSettings>;
export type FraudSettingsInput = ContractInput<typeof putFraudSettings>['body'];

export const fraudSettingsQueryKey = [...brandQueryRoot, 'fraud-settings'] as const;

export const useFraudSettings = () =>
  useQuery({
    queryKey: fraudSettingsQueryKey,
    queryFn: () => callApi(getFraudSettings),
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

/** `PUT /api/brand/fraud-settings` on the version read: a save made meanwhile elsewhere is a 409. */
export const useSaveFraudSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FraudSettingsInput) => callApi(putFraudSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(fraudSettingsQueryKey, data),
  });
};
