import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  forfeitFromProgram,
  getProgramSuspension,
  releaseFromProgram,
  type SuspensionCategory,
  suspendFromProgram,
} from '../../../../../contracts/suspensions';
import { callApi } from '../../../lib/api-client';

const key = (creatorId: string) => ['brand', 'creator-suspension', creatorId] as const;

/** Issue 36 part 4: the creator's suspension from this brand's program and the money it freezes. */
export const useProgramSuspension = (creatorId: string) =>
  useQuery({
    queryKey: key(creatorId),
    queryFn: ({ signal }) => callApi(getProgramSuspension, { params: { creatorId } }, { signal }),
  });

/** Suspend from the program, Release, Forfeit (each refreshes the creator's suspension). */
export const useProgramSuspensionActions = (creatorId: string) => {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key(creatorId) });
  const params = { creatorId };
  return {
    suspend: useMutation({
      mutationFn: (body: { category: SuspensionCategory; text: string }) =>
        callApi(suspendFromProgram, { params, body }),
      onSettled,
    }),
    release: useMutation({ mutationFn: () => callApi(releaseFromProgram, { params }), onSettled }),
    forfeit: useMutation({ mutationFn: () => callApi(forfeitFromProgram, { params }), onSettled }),
  };
};
