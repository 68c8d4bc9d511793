import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProductLinks } from '../../../../../contracts/brand-products';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { productsRootKey } from './get-products';

/** A referral link to the product; \`conversion_rate\` is conversions / clicks as a percent (spec 9). */
export type ProductLink = ContractOutput<typeof listProductLinks>['links'][number];

/** \`GET /api/brand/products/{id}/links\`: loaded when the 'Links (n)' dialog opens. */
export const getProductLinks = async (productId: string): Promise<ProductLink[]> =>
  (await callApi(listProductLinks, { params: { productId } })).links;

export const productLinksQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...productsRootKey, productId, 'links'],
    queryFn: () => getProductLinks(productId),
  });

export const useProductLinks = (productId: string) => useQuery(productLinksQueryOptions(productId));
