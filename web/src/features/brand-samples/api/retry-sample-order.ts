import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retrySampleOrder } from '../../../../../contracts/credits';
import { callApi } from '../../../lib/api-client';
import { samplesQueryKey } from './get-samples';

/** `POST /api/brand/samples/orders/{orderId}/retry`: a failed store order is made again (failed → pending). */
export const useRetrySampleOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(retrySampleOrder, { params: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: samplesQueryKey }),
  });
};
