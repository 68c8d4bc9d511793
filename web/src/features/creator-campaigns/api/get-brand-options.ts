import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBrandDirectory } from '../../../../../contracts/creator-brands';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

export type BrandOption = Pick<
  ContractOutput<typeof listBrandDirectory>['brands'][number],
  'id' | 'brand_name'
>;

/** The brands a code can be requested from (\`GET /api/creator/brands\`, names only). */
export const getBrandOptions = async (): Promise<BrandOption[]> => (await callApi(listBrandDirectory)).brands;

export const brandOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...creatorQueryRoot, 'brand-options'], queryFn: getBrandOptions });

export const useBrandOptions = () => useQuery(brandOptionsQueryOptions());
