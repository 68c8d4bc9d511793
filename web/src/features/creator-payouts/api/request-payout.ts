import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPayout as requestPayoutContract } from '../../../../../contracts/payouts';
import { callApi } from '../../../lib/api-client';
import { type Payout, payoutsQueryKey } from './get-payouts';

/** `POST /api/creator/payouts`: pays the whole payable balance now; answers the payout, processing. */
export const requestPayout = async (): Promise<Payout> => (await callApi(requestPayoutContract)).payout;

/** Whatever the answer, the screen is re-read: the balance, the history and whether a payout is offered change. */
export const useRequestPayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsQueryKey }),
  });
};
