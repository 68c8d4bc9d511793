import { followStorefront, getStorefrontFollow, unfollowStorefront } from '../../../contracts/storefront';
import { getUsernameOwner } from '../../identity';
import { DomainError } from '../../shared/errors';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { getFollowState, NOT_FOUND, setFollowing } from '../follow-storefront';

/** The username's creator: its claim item (the identity module's) holds the creator id. */
const creatorOf = async (username: string): Promise<string> => {
  const creatorId = await getUsernameOwner(username.toLowerCase());
  if (!creatorId) throw new DomainError('not_found', NOT_FOUND);
  return creatorId;
};

/**
 * Following a storefront (the spec's Follow button, made real): any signed-in person, once each. Kept
 * apart from the cached public GET, which must answer every visitor the same.
 */
export const handler = createFeatureHandler({
  'GET /api/storefront-follows/{username}': defineRoute(getStorefrontFollow, async ({ caller, params }) => ({
    body: await getFollowState(await creatorOf(params.username), caller.userId),
  })),
  'PUT /api/storefront-follows/{username}': defineRoute(followStorefront, async ({ caller, params }) => ({
    body: await setFollowing(await creatorOf(params.username), caller.userId, true),
  })),
  'DELETE /api/storefront-follows/{username}': defineRoute(
    unfollowStorefront,
    async ({ caller, params }) => ({
      body: await setFollowing(await creatorOf(params.username), caller.userId, false),
    }),
  ),
});
