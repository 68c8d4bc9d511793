import { listExploreProducts as listContract } from '../../../contracts/explore';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listExploreProducts } from '../explore/list-explore-products';
import { exploreServerQuery } from '../explore/schemas';

/** Public: the same answer for everyone, so the CDN may keep it briefly. */
export const handler = createFeatureHandler({
  'GET /api/explore/products': defineRoute(
    listContract,
    async ({ query }) => ({
      headers: { 'cache-control': 'public, max-age=30' },
      body: await listExploreProducts({
        limit: query.limit,
        cursor: query.cursor,
        search: query.search,
        category: query.category,
      }),
    }),
    { query: exploreServerQuery },
  ),
});
