import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeUgcRequest } from '../../../../../contracts/ugc';
import { callApi } from '../../../lib/api-client';
import { brandUgcQueryKey } from './get-ugc-requests';

/** `POST /api/brand/ugc-requests/{id}/close`: no longer listed to creators; twice is a 409. */
export const useCloseUgcRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      (await callApi(closeUgcRequest, { params: { requestId } })).request,
    // Either way (closed now, or closed elsewhere meanwhile): show how things stand.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: brandUgcQueryKey }),
  });
};
