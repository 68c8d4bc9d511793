import { useQuery } from '@tanstack/react-query';
import { listCreatorTerms } from '../../../../../contracts/terms';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandsQueryKey } from './get-brands';

/** One of the creator's terms with a brand, with an announced cut and its date. */
export type MyTerm = ContractOutput<typeof listCreatorTerms>['terms'][number];

/** `GET /api/creator/terms`: the creator's terms with every brand (one call, shared by every profile). */
export const useMyTerms = () =>
  useQuery({
    queryKey: [...brandsQueryKey, 'my-terms'],
    queryFn: async () => (await callApi(listCreatorTerms)).terms,
    staleTime: 60_000,
  });
