import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashOutCredits } from '../../../../../contracts/credits';
import { callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** `POST /api/creator/credits/cashouts`: credits into the payouts ledger (Credit Cashouts). */
export const useCashOutCredits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credits: number) => callApi(cashOutCredits, { body: { credits } }),
    // The credits screen and the payouts screen (Credit Cashouts, Pending Payouts) both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: creatorQueryRoot }),
  });
};
