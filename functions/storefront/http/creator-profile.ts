import { getPublicCreator } from '../../../contracts/creator-workspace';
import { getCreatorByUsername } from '../../identity';
import { DomainError } from '../../shared/errors';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';

/**
 * GET /api/creators/{username}: a creator's public profile (what brands open from the creators
 * directory). Only creators who finished onboarding have one; nothing private is included.
 */
export const handler = createFeatureHandler({
  'GET /api/creators/{username}': defineRoute(getPublicCreator, async ({ params }) => {
    const creator = await getCreatorByUsername(params.username.toLowerCase());
    if (!creator?.onboarding_completed) throw new DomainError('not_found', 'Creator not found');
    return {
      headers: { 'cache-control': 'public, max-age=60' },
      body: {
        creator: {
          username: creator.username,
          bio: creator.bio,
          avatar_url: creator.avatar_url,
          follower_count: creator.follower_count,
          engagement_rate: creator.engagement_rate,
          instagram_handle: creator.instagram_handle,
          tiktok_handle: creator.tiktok_handle,
          youtube_handle: creator.youtube_handle,
          twitter_handle: creator.twitter_handle,
        },
      },
    };
  }),
});
