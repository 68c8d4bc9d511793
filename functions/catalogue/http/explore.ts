import { listMarketplaceProducts as listContract } from '../../../contracts/marketplace';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listMarketplaceProducts } from '../explore/list-explore-products';
import { marketplaceServerQuery } from '../explore/schemas';

/** Public: the same answer for everyone, so the CDN may keep it briefly. */
export const handler = createFeatureHandler({
  'GET /api/marketplace/products': defineRoute(
    listContract,
    async ({ query }) => ({
      headers: { 'cache-control': 'public, max-age=30' },
      body: await listMarketplaceProducts({
        limit: query.limit,
        cursor: query.cursor,
        search: query.search,
        category: query.category,
      }),
    }),
    { query: marketplaceServerQuery },
  ),
});
