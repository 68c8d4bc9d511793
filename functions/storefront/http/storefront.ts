import { getPublicStorefront } from '../../../contracts/storefront';
import { DomainError } from '../../shared/errors';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { entryView } from '../editor-view';
import { readPublicStorefront } from '../entities/storefront';

/**
 * Shared caches (CloudFront) keep the answer 30 s and may serve it 30 s more while refetching, so an
 * edit shows within a minute; browsers keep nothing (max-age=0), so a creator's preview is fresh once
 * the CDN's is. The answer is the same for every visitor: the viewer's follow state is a separate call.
 */
export const STOREFRONT_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/**
 * GET /api/storefront/{username}: the public storefront (spec 2.3) in ONE Query (settings and products
 * share the directory partition STOREFRONT#{username}). Missing or inactive: 404 'Storefront not found'.
 */
export const handler = createFeatureHandler({
  'GET /api/storefront/{username}': defineRoute(getPublicStorefront, async ({ params }) => {
    const found = await readPublicStorefront(params.username.toLowerCase());
    if (!found?.storefront.is_active) throw new DomainError('not_found', 'Storefront not found');
    const { storefront, entries } = found;
    return {
      headers: { 'cache-control': STOREFRONT_CACHE_CONTROL },
      body: {
        storefront: {
          username: storefront.username,
          avatar_url: storefront.avatar_url,
          follower_count: storefront.follower_count,
          marketplace_name: storefront.marketplace_name,
          // Spec 2.3: the marketplace bio, else the creator's.
          bio: storefront.bio || storefront.creator_bio,
          theme_color: storefront.theme_color,
          background_color: storefront.background_color,
          layout_style: storefront.layout_style,
          header_image_url: storefront.header_image_url,
          is_active: storefront.is_active,
        },
        products: entries.map(entryView),
      },
    };
  }),
});
