import type * as z from 'zod/mini';
import type { getStorefrontFollow } from '../../contracts/storefront';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { storefront, storefrontFollower, storefrontService } from './entities/storefront';

/**
 * Storefront follows: the follow item (entities/storefront.ts) and the storefront's follower_count
 * change in ONE transaction: the follow item's condition (absent to follow, present to unfollow) makes
 * a repeated or concurrent request change nothing more, and the count moves by atomic ADD only when
 * the item did, so the count is always the number of follow items.
 */
export type FollowState = z.infer<(typeof getStorefrontFollow)['responses'][200]>;

export const NOT_FOUND = 'Storefront not found';

export const getFollowState = async (
  creatorId: string,
  userId: string,
  { requireActive = true } = {},
): Promise<FollowState> => {
  const [follow, settings] = await Promise.all([
    storefrontFollower.get({ creator_id: creatorId, user_id: userId }).go({ consistent: true }),
    storefront
      .get({ creator_id: creatorId })
      .go({ consistent: true, attributes: ['follower_count', 'is_active'] }),
  ]);
  if (!settings.data || (requireActive && settings.data.is_active === false))
    throw new DomainError('not_found', NOT_FOUND);
  return { following: follow.data !== null, follower_count: settings.data.follower_count ?? 0 };
};

/**
 * Follows (`follow` true) or unfollows. The storefront must exist and be active to be followed; an
 * unfollow is allowed on an inactive one (the person may leave a storefront that closed).
 */
export const setFollowing = async (
  creatorId: string,
  userId: string,
  follow: boolean,
): Promise<FollowState> => {
  const key = { creator_id: creatorId, user_id: userId };
  const outcome = await writeTransaction(storefrontService, (entities) => ({
    // The follow item, once per person.
    follow: follow
      ? entities.storefrontFollower.create({ ...key, followed_at: new Date().toISOString() }).commit()
      : entities.storefrontFollower.remove(key).commit(),
    // The count, on a storefront that exists (and is active, to be followed).
    count: entities.storefront
      .patch({ creator_id: creatorId })
      .add({ follower_count: follow ? 1 : -1 })
      .where((attr, op) => (follow ? op.eq(attr.is_active, true) : ''))
      .commit(),
  }));
  if (!outcome.ok && outcome.refused.includes('count')) throw new DomainError('not_found', NOT_FOUND);
  if (!outcome.ok && outcome.refused.length === 0)
    throw new Error('setFollowing: the transaction kept conflicting');
  // Refused `follow` only: already in the asked state (followed twice, or unfollowed twice).
  return getFollowState(creatorId, userId, { requireActive: follow });
};
