import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerAppeal,
  forfeitCreatorSuspension,
  getOpsCreatorSuspension,
  listOpsAppeals,
  releaseCreatorSuspension,
  type SuspensionCategory,
  suspendCreator,
} from '../../../../../contracts/suspensions';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type OpsAppeals = ContractOutput<typeof listOpsAppeals>;
export type OpsAppeal = OpsAppeals['appeals'][number];

const creatorKey = (creatorId: string) => ['ops', 'suspension', creatorId] as const;

/** `GET /api/ops/appeals`: suspended creators, those waiting for an answer first. */
export const useOpsAppeals = () =>
  useQuery({
    queryKey: ['ops', 'appeals'],
    queryFn: ({ signal }) => callApi(listOpsAppeals, {}, { signal }),
    refetchInterval: 30_000,
  });

/** One creator's suspensions, frozen money and appeal thread. */
export const useOpsCreatorSuspension = (creatorId: string) =>
  useQuery({
    queryKey: creatorKey(creatorId),
    queryFn: ({ signal }) => callApi(getOpsCreatorSuspension, { params: { creatorId } }, { signal }),
  });

/** Suspend, Release, Forfeit and the answer: each refreshes the creator's panel and the Appeals. */
export const useOpsSuspensionActions = (creatorId: string) => {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) }),
      queryClient.invalidateQueries({ queryKey: ['ops', 'appeals'] }),
    ]);
  const params = { creatorId };
  return {
    suspend: useMutation({
      mutationFn: (body: { category: SuspensionCategory; text: string }) =>
        callApi(suspendCreator, { params, body }),
      onSettled,
    }),
    release: useMutation({ mutationFn: () => callApi(releaseCreatorSuspension, { params }), onSettled }),
    forfeit: useMutation({ mutationFn: () => callApi(forfeitCreatorSuspension, { params }), onSettled }),
    answer: useMutation({
      mutationFn: (body: string) => callApi(answerAppeal, { params, body: { body } }),
      onSettled,
    }),
  };
};
