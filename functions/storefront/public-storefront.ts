import type * as z from 'zod/mini';
import type { getPublicStorefront } from '../../contracts/storefront';
import { collectionView } from './collection-view';
import { entryView } from './editor-view';
import { readPublicStorefront } from './entities/storefront';

/** A storefront as every visitor sees it: the public API's answer and the server-rendered page's data. */
export type PublicStorefront = z.infer<(typeof getPublicStorefront)['responses'][200]>;

/**
 * The public storefront (spec 2.3) in ONE Query (settings and products share the directory partition
 * STOREFRONT#{username}), or null when it is missing or inactive. Read by GET /api/storefront/{username}
 * and by the render function of /{username} (functions/public-pages/), so both show the same thing.
 */
export const readStorefrontPage = async (username: string): Promise<PublicStorefront | null> =>
  (await readStorefrontPageWithOwner(username))?.page ?? null;

/**
 * The public storefront with what the server-rendered pages add to it and the public API does not
 * answer: whose it is (the creator's id, never sent to visitors) and each product's brand, by which the
 * pages show the creator's discount code for that brand (issue 34).
 */
export const readStorefrontPageWithOwner = async (
  username: string,
): Promise<{
  page: PublicStorefront;
  creatorId: string;
  brandOf: Map<string, string>;
  /** A collection's former addresses, to the current one (its page redirects them). */
  formerSlugs: Map<string, string>;
} | null> => {
  const found = await readPublicStorefront(username.toLowerCase());
  if (!found?.storefront.is_active) return null;
  const { storefront, entries, collections } = found;
  const onStorefront = new Set(entries.map((entry) => entry.product_id));
  const page: PublicStorefront = {
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
      disclosure: storefront.disclosure,
    },
    products: entries.map(entryView),
    // An empty collection (every product removed from the storefront) is not shown to visitors.
    collections: collections
      .map((collection) => collectionView(collection, onStorefront))
      .filter((collection) => collection.product_ids.length > 0),
  };
  return {
    page,
    creatorId: storefront.creator_id,
    brandOf: new Map(entries.map((entry) => [entry.product_id, entry.brand_id])),
    // A current address wins over another collection's former one (listed last, so it is set last).
    formerSlugs: new Map([
      ...collections.flatMap(({ slug, former_slugs }) =>
        former_slugs.map((former) => [former, slug] as const),
      ),
      ...collections.map(({ slug }) => [slug, slug] as const),
    ]),
  };
};
