import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { productsRootKey } from './get-products';

const linkSchema = z.object({
  id: z.string(),
  referral_code: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  creator_avatar_url: z.nullable(z.string()),
  clicks: z.number(),
  conversions: z.number(),
  total_sales_cents: z.number(),
  /** conversions / clicks as a percent, one decimal (spec 9). */
  conversion_rate: z.number(),
  created_at: z.string(),
});

export type ProductLink = z.infer<typeof linkSchema>;

const linksSchema = z.object({ product_id: z.string(), links: z.array(linkSchema) });

/** `GET /api/brand/products/{id}/links`: loaded when the 'Links (n)' dialog opens. */
export const getProductLinks = async (productId: string): Promise<ProductLink[]> =>
  linksSchema.parse(await apiFetch(`/brand/products/${encodeURIComponent(productId)}/links`)).links;

export const productLinksQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...productsRootKey, productId, 'links'],
    queryFn: () => getProductLinks(productId),
  });

export const useProductLinks = (productId: string) => useQuery(productLinksQueryOptions(productId));
