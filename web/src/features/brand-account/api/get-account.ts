import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';
import { type Brand, brandSchema } from '../../../types/brand';

const accountSchema = z.object({ brand: brandSchema });

/** `GET /api/brand/account`: brand details and the store connection (never its token). */
export const getAccount = async (): Promise<Brand> =>
  accountSchema.parse(await apiFetch('/brand/account')).brand;

export const accountQueryKey = [...brandQueryRoot, 'account'] as const;

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: getAccount,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useAccount = () => useQuery(accountQueryOptions());
