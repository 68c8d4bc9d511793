import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemSample, type ShippingAddress } from '../../../../../contracts/credits';
import { callApi } from '../../../lib/api-client';
import { creditsQueryKey } from './get-credits';

/** The address as the form holds it (optional lines may be blank). */
export type ShippingAddressForm = { [K in keyof ShippingAddress]: string };

/**
 * `POST /api/creator/credits/redemptions`: debits the balance and creates the sample order to the
 * address given (remembered for next time), or 409 / 400 with the address's field errors.
 */
export const useRedeemSample = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brandId: string; productId: string; address: ShippingAddressForm }) =>
      callApi(redeemSample, {
        body: { brand_id: input.brandId, product_id: input.productId, shipping_address: input.address },
      }),
    // Success or refusal, the balance, history and sample orders shown are re-read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditsQueryKey }),
  });
};
