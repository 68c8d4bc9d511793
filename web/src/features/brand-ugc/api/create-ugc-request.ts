import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUgcRequest } from '../../../../../contracts/ugc';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { brandUgcQueryKey } from './get-ugc-requests';

export type CreateUgcRequestInput = ContractInput<typeof createUgcRequest>['body'];

/** `POST /api/brand/ugc-requests`: Create Request. */
export const useCreateUgcRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateUgcRequestInput) => (await callApi(createUgcRequest, { body })).request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: brandUgcQueryKey }),
  });
};
