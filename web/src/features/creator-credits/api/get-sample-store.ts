import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSampleStore } from '../../../../../contracts/credits';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creditsQueryKey } from './get-credits';

export type SampleStoreProduct = ContractOutput<typeof getSampleStore>['products'][number];

/** `GET /api/creator/sample-store`: cheapest first, as the server answers it. */
export const useSampleStore = () =>
  useQuery(
    queryOptions({
      queryKey: [...creditsQueryKey, 'store'],
      queryFn: async () => (await callApi(getSampleStore)).products,
      staleTime: 30_000,
    }),
  );
