import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMySuspension, sendAppeal } from '../../../../../contracts/suspensions';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type MySuspension = ContractOutput<typeof getMySuspension>;

export const mySuspensionQueryKey = ['creator', 'suspension'] as const;

/** `GET /api/creator/suspension`: the suspensions in force, the frozen money and the appeal thread. */
export const useMySuspension = () =>
  useQuery({
    queryKey: mySuspensionQueryKey,
    queryFn: ({ signal }) => callApi(getMySuspension, {}, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** The creator's message in their appeal thread. */
export const useSendAppeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(sendAppeal, { body: { body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySuspensionQueryKey }),
  });
};
