import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';
import { storePlatforms } from '../../../types/brand';

/** Spec 9's product categories, in the spec's order. */
export const productCategories = [
  'accessories',
  'clothing',
  'electronics',
  'home',
  'beauty',
  'sports',
  'books',
  'toys',
  'food',
  'health',
  'automotive',
  'other',
] as const;
export type ProductCategory = (typeof productCategories)[number];

export const categoryLabel = (category: ProductCategory): string =>
  category.charAt(0).toUpperCase() + category.slice(1);

/** A product with its brand_product_settings and link count (one item in the API). */
export const productSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  category: z.enum(productCategories),
  image_url: z.nullable(z.string()),
  shopify_product_id: z.nullable(z.string()),
  shopify_product_handle: z.nullable(z.string()),
  sample_available: z.boolean(),
  sample_credits: z.number(),
  commission_percentage: z.number(),
  available_to_influencers: z.boolean(),
  sample_eligible: z.boolean(),
  promotional_guidelines: z.nullable(z.string()),
  link_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Product = z.infer<typeof productSchema>;

/** An import job (Sync Products): its progress, and why it failed when it did. */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** Products in the store, known once the import has started. */
  total: z.nullable(z.number()),
  processed: z.number(),
  created: z.number(),
  error: z.nullable(z.string()),
});

export type ImportJob = z.infer<typeof importJobSchema>;

const productsSchema = z.object({
  store: z.object({
    connected: z.boolean(),
    platform: z.nullable(z.enum(storePlatforms)),
    name: z.nullable(z.string()),
    /** Only a connected Shopify store can be imported from. */
    importable: z.boolean(),
  }),
  products: z.array(productSchema),
  /** The brand's newest import, if any. */
  latest_import: z.nullable(importJobSchema),
});

export type ProductsData = z.infer<typeof productsSchema>;

/** `GET /api/brand/products`: My Products' one call: the catalogue and the store's state. */
export const getProducts = async (): Promise<ProductsData> =>
  productsSchema.parse(await apiFetch('/brand/products'));

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
