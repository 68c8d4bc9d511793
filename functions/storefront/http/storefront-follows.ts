import { followStorefront, getStorefrontFollow, unfollowStorefront } from '../../../contracts/storefront';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { creatorIdOfUsername, getFollowState, setFollowing } from '../entities/storefront-follower';

/**
 * Following a storefront (the spec's Follow button, made real): any signed-in person, once each. Kept
 * apart from the cached public GET, which must answer every visitor the same.
 */
export const handler = createFeatureHandler({
  'GET /api/storefront-follows/{username}': defineRoute(getStorefrontFollow, async ({ caller, params }) => ({
    body: await getFollowState(await creatorIdOfUsername(params.username.toLowerCase()), caller.userId),
  })),
  'PUT /api/storefront-follows/{username}': defineRoute(followStorefront, async ({ caller, params }) => ({
    body: await setFollowing(await creatorIdOfUsername(params.username.toLowerCase()), caller.userId, true),
  })),
  'DELETE /api/storefront-follows/{username}': defineRoute(
    unfollowStorefront,
    async ({ caller, params }) => ({
      body: await setFollowing(
        await creatorIdOfUsername(params.username.toLowerCase()),
        caller.userId,
        false,
      ),
    }),
  ),
});
