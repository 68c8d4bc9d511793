import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectStore as disconnectStoreContract } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { accountQueryKey } from './get-account';

/** `DELETE /api/brand/store`: clears the store name, token, domain and the connected flag. */
export const disconnectStore = async () => (await callApi(disconnectStoreContract)).brand;

export const useDisconnectStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectStore,
    onSuccess: (brand) => {
      queryClient.setQueryData(accountQueryKey, brand);
      // My Products loses 'Sync Products'; onboarding and the dashboard show no store.
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    },
  });
};
