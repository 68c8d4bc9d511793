import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import type { Caller } from '../shared/http/caller';
import { listMarketplaceProducts } from './list-marketplace-products';
import { marketplaceQuery } from './schemas';

/** Public: the same answer for everyone, so the CDN may keep it briefly. */
export const handler = createFeatureHandler({
  'GET /api/marketplace/products': defineRoute<{ query: typeof marketplaceQuery }, Caller | undefined>(
    { query: marketplaceQuery },
    async ({ query }) => ({
      headers: { 'cache-control': 'public, max-age=30' },
      body: await listMarketplaceProducts({
        limit: query.limit,
        cursor: query.cursor,
        search: query.search,
        category: query.category,
      }),
    }),
  ),
});
