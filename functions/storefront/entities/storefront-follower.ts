import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { AppError } from '../../shared/http/errors';

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

const NOT_FOUND = 'Marketplace not found';

/** The username's creator: the username claim item (USERNAME#…) holds the creator id. */
export const creatorIdOfUsername = async (username: string): Promise<string> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.username(username),
      ProjectionExpression: 'creator_id',
    }),
  );
  if (!Item?.creator_id) throw new AppError('not_found', NOT_FOUND);
  return Item.creator_id as string;
};

export const getFollowState = async (
  creatorId: string,
  userId: string,
  { requireActive = true } = {},
): Promise<FollowState> => {
  const [follow, storefront] = await Promise.all([
    db.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.storefrontFollower(creatorId, userId),
        ConsistentRead: true,
      }),
    ),
    db.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.storefront(creatorId),
        ProjectionExpression: 'follower_count, is_active',
        ConsistentRead: true,
      }),
    ),
  ]);
  if (!storefront.Item || (requireActive && storefront.Item.is_active === false))
    throw new AppError('not_found', NOT_FOUND);
  return {
    following: follow.Item !== undefined,
    follower_count: Number(storefront.Item.follower_count ?? 0),
  };
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
  const now = new Date().toISOString();
  try {
    await transactWriteWithRetry([
      // Index 0: the follow item, once per person.
      follow
        ? {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.storefrontFollower(creatorId, userId),
                type: 'storefront-follower',
                creator_id: creatorId,
                user_id: userId,
                followed_at: now,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }
        : {
            Delete: {
              TableName: tableName(),
              Key: keys.storefrontFollower(creatorId, userId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
      // Index 1: the count, on a storefront that exists (and is active, to be followed).
      {
        Update: {
          TableName: tableName(),
          Key: keys.storefront(creatorId),
          UpdateExpression: 'ADD follower_count :change',
          ConditionExpression: follow ? 'attribute_exists(pk) AND is_active = :yes' : 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':change': follow ? 1 : -1, ...(follow ? { ':yes': true } : {}) },
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new AppError('not_found', NOT_FOUND);
    // Already in the asked state (followed twice, or unfollowed twice): nothing changes.
  }
  return getFollowState(creatorId, userId, { requireActive: follow });
};
