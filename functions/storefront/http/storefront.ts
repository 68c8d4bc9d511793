import { getPublicStorefront } from '../../../contracts/storefront';
import { DomainError } from '../../shared/errors';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { readStorefrontPage } from '../public-storefront';

/**
 * Shared caches (CloudFront) keep the answer 30 s and may serve it 30 s more while refetching, so an
 * edit shows within a minute; browsers keep nothing (max-age=0), so a creator's preview is fresh once
 * the CDN's is. The answer is the same for every visitor: the viewer's follow state is a separate call.
 */
export const STOREFRONT_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** GET /api/storefront/{username}: the public storefront (spec 2.3). Missing or inactive: 404 'Storefront not found'. */
export const handler = createFeatureHandler({
  'GET /api/storefront/{username}': defineRoute(getPublicStorefront, async ({ params }) => {
    const page = await readStorefrontPage(params.username);
    if (!page) throw new DomainError('not_found', 'Storefront not found');
    return { headers: { 'cache-control': STOREFRONT_CACHE_CONTROL }, body: page };
  }),
});
