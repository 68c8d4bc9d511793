import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitUgcContent } from '../../../../../contracts/ugc';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { mySubmissionsQueryKey } from './get-my-submissions';

export type SubmitContentInput = ContractInput<typeof submitUgcContent>['body'];

/** `POST /api/creator/ugc-submissions`: Submit Content, for a request or unrequested. */
export const submitContent = async (body: SubmitContentInput) =>
  (await callApi(submitUgcContent, { body })).submission;

export const useSubmitContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContent,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey }),
  });
};
