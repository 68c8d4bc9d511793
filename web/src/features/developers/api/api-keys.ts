import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiKey,
  type CreateApiKeyInput,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../../../../contracts/api-keys';
import { callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export const apiKeysQueryKey = [...brandQueryRoot, 'api-keys'] as const;

/** `GET /api/brand/api-keys`: the brand's keys, newest first (never a secret). */
export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: async (): Promise<ApiKey[]> => (await callApi(listApiKeys)).keys,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

/** `POST /api/brand/api-keys`: the answer carries the secret, shown once by the dialog. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => callApi(createApiKey, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

/** `DELETE /api/brand/api-keys/{keyId}`: refused at once from the next request on. */
export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => callApi(revokeApiKey, { params: { keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
