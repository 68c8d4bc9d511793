import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { brandSchema } from '../../../types/brand';
import { accountQueryKey } from './get-account';

const responseSchema = z.object({ brand: brandSchema });

/** `DELETE /api/brand/store`: clears the store name, token, domain and the connected flag. */
export const disconnectStore = async () =>
  responseSchema.parse(await apiFetch('/brand/store', { method: 'DELETE' })).brand;

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
