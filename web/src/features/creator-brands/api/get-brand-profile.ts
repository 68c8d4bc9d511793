import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrandProfile as getBrandProfileContract } from '../../../../../contracts/creator-brands';
import { ApiError, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandsQueryKey } from './get-brands';

/**
 * The brand's public details and only the products it made available to creators (its open UGC
 * requests, 'Content Opportunities', come from the creator-ugc feature's own route).
 */
export type BrandProfile = ContractOutput<typeof getBrandProfileContract>;
export type ProfileProduct = BrandProfile['products'][number];

/** \`GET /api/creator/brands/{brandId}\`: null when there is no such brand with a connected store. */
export const getBrandProfile = async (brandId: string): Promise<BrandProfile | null> => {
  try {
    return await callApi(getBrandProfileContract, { params: { brandId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const brandProfileQueryOptions = (brandId: string) =>
  queryOptions({ queryKey: [...brandsQueryKey, brandId], queryFn: () => getBrandProfile(brandId) });

export const useBrandProfile = (brandId: string) => useQuery(brandProfileQueryOptions(brandId));
