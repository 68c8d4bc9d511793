import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrandAccount } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';
import type { Brand } from '../../../types/brand';

/** `GET /api/brand/account`: brand details and the store connection (never its token). */
export const getAccount = async (): Promise<Brand> => (await callApi(getBrandAccount)).brand;

export const accountQueryKey = [...brandQueryRoot, 'account'] as const;

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: getAccount,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useAccount = () => useQuery(accountQueryOptions());
