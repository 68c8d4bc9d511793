import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBrandProducts } from '../../../../../contracts/brand-products';
import {
  DEFAULT_COMMISSION_PERCENTAGE,
  type ProductCategory,
  productCategories,
} from '../../../../../contracts/constants';
import type { importJob, product } from '../../../../../contracts/shapes';
import { type ApiShape, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** Spec 9's product categories, in the spec's order. */
/** The commission an imported product starts with, and 'Apply to All''s starting value. */
export { DEFAULT_COMMISSION_PERCENTAGE, type ProductCategory, productCategories };

export const categoryLabel = (category: ProductCategory): string =>
  category.charAt(0).toUpperCase() + category.slice(1);

/** A product with its brand_product_settings and link count (one item in the API). */
export type Product = ApiShape<typeof product>;

/** An import job (Sync Products): its progress (\`total\` once started), and why it failed when it did. */
export type ImportJob = ApiShape<typeof importJob>;

/** The catalogue, the store's state and the brand's newest import, if any. */
export type ProductsData = ContractOutput<typeof listBrandProducts>;

/** \`GET /api/brand/products\`: My Products' one call. */
export const getProducts = (): Promise<ProductsData> => callApi(listBrandProducts);

/** Everything about the brand's products lives under this key (list, import jobs, links). */
export const productsRootKey = [...brandQueryRoot, 'products'] as const;
export const productsQueryKey = [...productsRootKey, 'list'] as const;

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productsQueryKey,
    queryFn: getProducts,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useProducts = () => useQuery(productsQueryOptions());
