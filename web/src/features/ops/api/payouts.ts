import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listOpsPayouts, type OpsPayoutState, retryOpsPayout } from '../../../../../contracts/ops';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type OpsPayouts = ContractOutput<typeof listOpsPayouts>;
export type OpsPayout = OpsPayouts['payouts'][number];

export const opsPayoutsQueryKey = (state: OpsPayoutState) => ['ops', 'payouts', state] as const;

/** `GET /api/ops/payouts?state=`: failed payouts not yet retried, or stuck ones. */
export const useOpsPayouts = (state: OpsPayoutState) =>
  useQuery({
    queryKey: opsPayoutsQueryKey(state),
    queryFn: ({ signal }) => callApi(listOpsPayouts, { query: { state } }, { signal }),
    refetchInterval: 30_000,
  });

/** Retry: one Stripe transfer however often it is clicked (the server refuses a second retry). */
export const useRetryPayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payout: Pick<OpsPayout, 'payout_id' | 'creator_id'>) =>
      callApi(retryOpsPayout, {
        params: { payoutId: payout.payout_id },
        body: { creator_id: payout.creator_id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops', 'payouts'] }),
  });
};
