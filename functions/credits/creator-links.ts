import type { CreatorLinks } from '../../contracts/pitches';
import { getCreatorsByIds } from '../identity';
import { mapInPool } from '../shared/map-in-pool';
import { readStorefrontOfCreator } from '../storefront';

/** Storefronts read at once (one Query each). */
const CONCURRENCY = 10;

/**
 * What a brand sees of creators beside their pitches (issue 34), and what the pitch dialog shows the
 * creator as "the links the brand will see": one read for both sides. From recorded data only: the
 * storefront's path while it is active (a link that answers), the handles the profile holds, and the
 * follower count only when the profile states one (0 is what an unstated count reads as: left out,
 * never shown as "0 followers"). One BatchGet of the creators and one Query per storefront.
 *
 * It lives here, not with the dashboards that also show it, because the Samples review (this module)
 * needs it too and the layers let a module import only those below it (docs/architecture.md section 1).
 */
export const creatorLinksOf = async (creatorIds: readonly string[]): Promise<CreatorLinks[]> => {
  const ids = [...new Set(creatorIds)];
  if (ids.length === 0) return [];
  const [creators, storefronts] = await Promise.all([
    getCreatorsByIds(ids),
    mapInPool(ids, CONCURRENCY, async (creatorId) => (await readStorefrontOfCreator(creatorId)).storefront),
  ]);
  return ids.flatMap((creatorId, index) => {
    const creator = creators.get(creatorId);
    if (!creator) return [];
    const storefront = storefronts[index];
    return [
      {
        creator_id: creatorId,
        username: creator.username,
        storefront_path: storefront?.is_active ? `/${encodeURIComponent(creator.username)}` : null,
        instagram_handle: creator.instagram_handle || null,
        tiktok_handle: creator.tiktok_handle || null,
        youtube_handle: creator.youtube_handle || null,
        twitter_handle: creator.twitter_handle || null,
        follower_count: creator.follower_count > 0 ? creator.follower_count : null,
      },
    ];
  });
};
