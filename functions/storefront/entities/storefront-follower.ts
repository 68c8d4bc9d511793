import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { defineEntity, defineService, SERVICE, writeTransaction } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { storefront } from './storefront';

/**
 * Storefront follows (docs/architecture.md section 8: the spec's Follow button does what its name says). One follow item
 * per person and storefront (CREATOR#{creatorId} / FOLLOWER#{userId}) and the storefront's
 * follower_count change in ONE transaction: the follow item's condition (absent to follow, present to
 * unfollow) makes a repeated or concurrent request change nothing more, and the count moves by atomic
 * ADD only when the item did, so the count is always the number of follow items.
 */
export interface FollowState {
  following: boolean;
  follower_count: number;
}

export const storefrontFollower = defineEntity({
  model: { entity: 'storefront-follower', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    followed_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['user_id'], template: 'FOLLOWER#${user_id}', casing: 'none' },
    },
  },
});

const followService = defineService({ storefront, storefrontFollower });

const NOT_FOUND = 'Storefront not found';

/**
 * The username's creator: the username claim item (USERNAME#…, the identity module's) holds the
 * creator id. Read here with one projected GetItem until identity offers it as an entity.
 */
export const creatorIdOfUsername = async (username: string): Promise<string> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.username(username),
      ProjectionExpression: 'creator_id',
    }),
  );
  if (!Item?.creator_id) throw new DomainError('not_found', NOT_FOUND);
  return Item.creator_id as string;
};

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
  const outcome = await writeTransaction(followService, (entities) => ({
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
