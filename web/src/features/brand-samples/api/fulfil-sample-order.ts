import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fulfilSampleOrder } from '../../../../../contracts/credits';
import { callApi } from '../../../lib/api-client';
import { samplesQueryKey } from './get-samples';

/** `POST /api/brand/samples/orders/{orderId}/fulfil`: pending → fulfilled (409 if it already was). */
export const useFulfilSampleOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(fulfilSampleOrder, { params: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: samplesQueryKey }),
  });
};
