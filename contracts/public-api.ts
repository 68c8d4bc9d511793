/**
 * The public API (issue 22): routes under /api/v1/ for a brand's own systems, called with an API key
 * (`Authorization: Bearer mk_live_…`) holding the route's scope. Each acts for the key's brand only, and
 * reuses the app's shapes, so a v1 answer and the app's screen say the same thing.
 */
import * as z from 'zod/mini';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';
import { sale } from './sales';

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
