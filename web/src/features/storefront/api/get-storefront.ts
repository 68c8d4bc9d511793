import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicStorefront } from '../../../../../contracts/storefront';
import { ApiError, type ContractOutput, callApi } from '../../../lib/api-client';

export type PublicStorefront = ContractOutput<typeof getPublicStorefront>;
export type StorefrontProduct = PublicStorefront['products'][number];

/** \`GET /api/storefronts/{username}\`: public, no token, CDN-cached; null when missing or inactive. */
export const fetchStorefront = async (username: string): Promise<PublicStorefront | null> => {
  try {
    return await callApi(getPublicStorefront, { params: { username } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const storefrontQueryKey = (username: string) => ['storefront', username.toLowerCase()] as const;

export const useStorefront = (username: string) =>
  useQuery(
    queryOptions({ queryKey: storefrontQueryKey(username), queryFn: () => fetchStorefront(username) }),
  );
