import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../http/errors';
import { db, isConditionFailure, tableName } from '../client';
import { keys } from '../keys';

/** creators (spec 3). The creator id is the user id: one creator profile per creator account. */
export interface Creator {
  id: string;
  user_id: string;
  username: string;
  bio: string;
  avatar_url: string | null;
  follower_count: number;
  engagement_rate: number | null;
  instagram_handle: string | null;
  tiktok_handle: string | null;
  youtube_handle: string | null;
  twitter_handle: string | null;
  instagram_connected: boolean;
  onboarding_completed: boolean;
  created_at: string;
  updated_at: string;
}

interface CreatorItem extends Creator {
  pk: string;
  sk: string;
  type: 'creator';
  /** Sparse directory index: only creators who finished onboarding carry these. */
  gsi2pk?: string;
  gsi2sk?: string;
}

export const CREATOR_DIRECTORY = 'CREATORS';

const toCreator = ({
  pk: _pk,
  sk: _sk,
  type: _t,
  gsi2pk: _g,
  gsi2sk: _s,
  ...creator
}: CreatorItem): Creator => creator;

export const getCreator = async (creatorId: string): Promise<Creator | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.creator(creatorId) }));
  return Item ? toCreator(Item as CreatorItem) : undefined;
};

/** Access pattern "creators who finished onboarding", by username (gsi2, sparse). */
export const listOnboardedCreators = async (): Promise<Creator[]> => {
  const creators: Creator[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :directory',
        ExpressionAttributeValues: { ':directory': CREATOR_DIRECTORY },
        ExclusiveStartKey: cursor,
      }),
    );
    creators.push(...((page.Items ?? []) as CreatorItem[]).map(toCreator));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return creators;
};

export type CreatorProfileInput = Pick<
  Creator,
  | 'username'
  | 'bio'
  | 'avatar_url'
  | 'follower_count'
  | 'instagram_handle'
  | 'tiktok_handle'
  | 'youtube_handle'
  | 'twitter_handle'
>;

/**
 * Saves a creator's profile and claims its username in one transaction: the username item is written
 * only if nobody else holds it, so two simultaneous claims of one name leave one owner. A renamed
 * creator releases the old name in the same transaction.
 */
export const saveCreatorProfile = async (
  userId: string,
  input: CreatorProfileInput,
  options: { completeOnboarding: boolean },
): Promise<Creator> => {
  const existing = await getCreator(userId);
  const now = new Date().toISOString();
  const onboarded = options.completeOnboarding || existing?.onboarding_completed === true;
  const creator: Creator = {
    id: userId,
    user_id: userId,
    engagement_rate: existing?.engagement_rate ?? null,
    instagram_connected: existing?.instagram_connected ?? false,
    ...input,
    onboarding_completed: onboarded,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  const releaseOld = existing && existing.username !== input.username;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.username(input.username), type: 'username', creator_id: userId },
              ConditionExpression: 'attribute_not_exists(pk) OR creator_id = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          },
          ...(releaseOld
            ? [
                {
                  Delete: {
                    TableName: tableName(),
                    Key: keys.username(existing.username),
                    ConditionExpression: 'creator_id = :me',
                    ExpressionAttributeValues: { ':me': userId },
                  },
                },
              ]
            : []),
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.creator(userId),
                type: 'creator',
                ...creator,
                ...(onboarded ? { gsi2pk: CREATOR_DIRECTORY, gsi2sk: input.username } : {}),
              } satisfies CreatorItem,
            },
          },
        ],
      }),
    );
    return creator;
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new AppError('conflict', 'This username is already taken. Please choose another one.', {
        username: 'This username is already taken. Please choose another one.',
      });
    }
    throw error;
  }
};

/** Username → creator (the username item holds the owner), for public profiles. */
export const getCreatorByUsername = async (username: string): Promise<Creator | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.username(username) }));
  return Item?.creator_id ? getCreator(Item.creator_id as string) : undefined;
};
