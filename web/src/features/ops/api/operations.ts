import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getOperations,
  replayAllDeadLetters as replayAllContract,
  replayDeadLetter as replayContract,
} from '../../../../../contracts/ops';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type Operations = ContractOutput<typeof getOperations>;
export type DeadLetterGroup = Operations['rules'][number];
export type DeadLetter = DeadLetterGroup['dead_letters'][number];

export const operationsQueryKey = ['ops', 'operations'] as const;

/**
 * `GET /api/ops/dead-letters`: the Operations screen in one call. Re-read every 30 s while the screen is
 * open: dead letters arrive on their own, and a replay's effect lands in the background.
 */
export const useOperations = () =>
  useQuery({
    queryKey: operationsQueryKey,
    queryFn: ({ signal }) => callApi(getOperations, undefined, { signal }),
    refetchInterval: 30_000,
  });

/** Replay (one) and Replay all (of a rule, or every rule); either way the screen is read again. */
export const useReplayDeadLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deadLetterId: string) => callApi(replayContract, { params: { deadLetterId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsQueryKey }),
  });
};

export const useReplayAll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: string | undefined) => callApi(replayAllContract, { body: rule ? { rule } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsQueryKey }),
  });
};
