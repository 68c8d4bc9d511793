import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemSample } from '../../../../../contracts/credits';
import { callApi } from '../../../lib/api-client';
import { creditsQueryKey } from './get-credits';

/** `POST /api/creator/credits/redemptions`: debits the balance and creates the sample order, or 409. */
export const useRedeemSample = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: { brandId: string; productId: string }) =>
      callApi(redeemSample, { body: { brand_id: product.brandId, product_id: product.productId } }),
    // Success or refusal, the balance and history shown are re-read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditsQueryKey }),
  });
};
