import { useMutation, useQuery } from '@tanstack/react-query';
import { searchPeople, startViewAs } from '../../../../../contracts/ops';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type OpsPerson = ContractOutput<typeof searchPeople>['people'][number];

/** `GET /api/ops/people?q=`: runs for a query of 2 characters or more. */
export const usePeopleSearch = (q: string) =>
  useQuery({
    queryKey: ['ops', 'people', q],
    queryFn: ({ signal }) => callApi(searchPeople, { query: { q } }, { signal }),
    enabled: q.trim().length >= 2,
  });

/** `POST /api/ops/view-as`: the grant and its audit entry; answers who is viewed and until when. */
export const useStartViewAs = () =>
  useMutation({
    mutationFn: (person: Pick<OpsPerson, 'type' | 'id'>) =>
      callApi(startViewAs, { body: { type: person.type, id: person.id } }),
  });
