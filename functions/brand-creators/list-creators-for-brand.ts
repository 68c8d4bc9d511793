import { listOnboardedCreators } from '../shared/data/entities/creator';
import { listRelationshipsOfBrand } from '../shared/data/entities/relationship';

/**
 * Creators directory (spec 2.4): every creator who finished onboarding, with this brand's own
 * favorite/blacklist mark and notes. Two Queries; filtering and search happen in the browser.
 */
export const listCreatorsForBrand = async (brandId: string) => {
  const [creators, relationships] = await Promise.all([
    listOnboardedCreators(),
    listRelationshipsOfBrand(brandId),
  ]);
  return creators.map((creator) => {
    const relationship = relationships.get(creator.id);
    return {
      id: creator.id,
      username: creator.username,
      bio: creator.bio,
      avatar_url: creator.avatar_url,
      follower_count: creator.follower_count,
      engagement_rate: creator.engagement_rate,
      instagram_handle: creator.instagram_handle,
      tiktok_handle: creator.tiktok_handle,
      youtube_handle: creator.youtube_handle,
      relationship_type: relationship?.relationship_type ?? null,
      notes: relationship?.notes ?? '',
    };
  });
};
