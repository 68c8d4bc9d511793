/**
 * The public API (issue 22): routes under /api/v1/ for a brand's own systems, called with an API key
 * (`Authorization: Bearer mk_live_…`) holding the route's scope. Each acts for the key's brand only, and
 * reuses the app's shapes, so a v1 answer and the app's screen say the same thing.
 */
import * as z from 'zod/mini';
import { commissionForAllSchema, productIdParams } from './brand-products';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';
import { sale } from './sales';
import { product } from './shapes';

const nullableText = z.nullable(z.string());

export const listV1Sales = defineContract({
  method: 'GET',
  path: '/api/v1/sales',
  auth: 'apiKey',
  scope: 'sales:read',
  summary:
    "The key's brand's attributed sales, newest first, with each line and its commission; paged by cursor",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: { 200: z.object({ sales: z.array(sale), next_cursor: nullableText }) },
});

/** What a key may change on a product: its commission and whether creators can promote it. */
export const v1ProductSettingsSchema = z
  .partial(
    z.strictObject({
      commission_percentage: commissionForAllSchema.shape.commission_percentage,
      available_to_influencers: z.boolean({ error: 'Must be true or false' }),
    }),
  )
  .check(z.refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' }));

export const updateV1Product = defineContract({
  method: 'PATCH',
  path: '/api/v1/products/{productId}',
  auth: 'apiKey',
  scope: 'products:write',
  summary:
    "Changes a product's commission or availability, as the app's edit does (a cut takes effect after its notice)",
  params: productIdParams,
  body: v1ProductSettingsSchema,
  responses: { 200: z.object({ product }) },
});

export const listV1Products = defineContract({
  method: 'GET',
  path: '/api/v1/products',
  auth: 'apiKey',
  scope: 'products:read',
  summary: "The key's brand's products with their commission and availability; paged by cursor",
  query: z.object({ cursor: cursorParam, limit: limitParam(50, 100) }),
  responses: { 200: z.object({ products: z.array(product), next_cursor: nullableText }) },
});
