import { useQuery } from '@tanstack/react-query';
import { listMyUgcSubmissions } from '../../../../../contracts/ugc';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { ugcQueryKey } from './get-open-requests';

export type MySubmission = ContractOutput<typeof listMyUgcSubmissions>['submissions'][number];

export const mySubmissionsQueryKey = [...ugcQueryKey, 'submissions'] as const;

/** `GET /api/creator/ugc-submissions`: the creator's own submissions, newest first, with status and feedback. */
export const useMySubmissions = () =>
  useQuery({
    queryKey: mySubmissionsQueryKey,
    queryFn: async () => (await callApi(listMyUgcSubmissions)).submissions,
  });
