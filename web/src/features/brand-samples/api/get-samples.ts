import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBrandSamples } from '../../../../../contracts/credits';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export type BrandSamples = ContractOutput<typeof listBrandSamples>;
export type SampleOrder = BrandSamples['sample_orders'][number];
export type SampleRequest = BrandSamples['sample_requests'][number];

export const samplesQueryKey = [...brandQueryRoot, 'samples'] as const;

/** `GET /api/brand/samples`: sample orders and sample requests, newest first. */
export const useBrandSamples = () =>
  useQuery(
    queryOptions({
      queryKey: samplesQueryKey,
      queryFn: () => callApi(listBrandSamples),
      retry: brandQueryRetry,
      retryDelay: brandQueryRetryDelay,
      refetchOnWindowFocus: 'always',
    }),
  );
