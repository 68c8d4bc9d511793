import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../../shared/data/batch-get';
import { type BoundedPage, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';
import { readStorefrontOfCreator, storefrontProfileUpdates } from '../../storefront';

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
  /** Bumped on every save: the optimistic-concurrency guard of saveCreatorProfile. */
  revision?: number;
}

export const CREATOR_DIRECTORY = indexKeys.creatorDirectory;

const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';
export const PROFILE_REQUIRED = 'Please fill in your username and bio';

/** Transactions touching one item at the same moment are cancelled with TransactionConflict: retry. */
const MAX_ATTEMPTS = 5;

const toCreator = ({
  pk: _pk,
  sk: _sk,
  type: _t,
  gsi2pk: _g,
  gsi2sk: _s,
  revision: _r,
  ...creator
}: CreatorItem): Creator => creator;

const getCreatorItem = async (creatorId: string, consistent: boolean): Promise<CreatorItem | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.creator(creatorId), ConsistentRead: consistent }),
  );
  return Item as CreatorItem | undefined;
};

export const getCreator = async (
  creatorId: string,
  options: { consistent?: boolean } = {},
): Promise<Creator | undefined> => {
  const item = await getCreatorItem(creatorId, options.consistent ?? false);
  return item ? toCreator(item) : undefined;
};

/**
 * Access pattern "creators who finished onboarding", by username (`directory`, sparse): one bounded Query per
 * page (bounded-page.ts); `select` picks and shapes the creators of the page.
 */
export const listCreatorDirectoryPage = <R>(input: {
  after?: PageKey;
  want: number;
  filtered: boolean;
  select: (creators: Creator[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> =>
  readBoundedPage<CreatorItem & Record<string, unknown>, R>({
    query: {
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :directory',
      ExpressionAttributeValues: { ':directory': CREATOR_DIRECTORY },
    },
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: (item) => ({
      pk: item.pk,
      sk: item.sk,
      gsi2pk: item.gsi2pk as string,
      gsi2sk: item.gsi2sk as string,
    }),
    select: (items) => input.select(items.map(toCreator)),
  });

/** Up to 100 creators by id in one BatchGetItem (a page of a brand's favorites or blacklist). */
export const getCreatorsByIds = async (creatorIds: string[]): Promise<Map<string, Creator>> => {
  const items = await batchGetItems<CreatorItem & Record<string, unknown>>(
    creatorIds.map((id) => keys.creator(id)),
  );
  return new Map(items.map((item) => [item.id, toCreator(item)]));
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

type CancellationReason = { Code?: string };
const cancellationReasons = (error: unknown): CancellationReason[] =>
  (error as { name?: string })?.name === 'TransactionCanceledException'
    ? ((error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [])
    : [];

/** Cancelled only because another transaction held one of the items at that moment: worth a retry. */
const isTransactionConflict = (error: unknown): boolean => {
  const reasons = cancellationReasons(error);
  return (
    reasons.some((reason) => reason.Code === 'TransactionConflict') &&
    !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
};

const profileChangedConcurrently = () =>
  new AppError('conflict', 'Your profile was changed at the same time elsewhere. Please try again.');

/**
 * Saves a creator's profile and claims its username in one transaction: the username item is written
 * only if nobody else holds it, so two simultaneous claims of one name leave one owner (the other gets
 * 409 'already taken'). A renamed creator releases the old name in the same transaction. Fields not
 * given keep their current value (onboarding step 1 sends only username and bio).
 *
 * The creator item is written on the condition that it is still the version read here, so two saves
 * of the same creator at once cannot leave a name claimed by nobody's profile.
 */
export const saveCreatorProfile = async (
  userId: string,
  input: Pick<CreatorProfileInput, 'username'> & Partial<CreatorProfileInput>,
  options: { completeOnboarding: boolean },
): Promise<Creator> => {
  for (let attempt = 1; ; attempt++) {
    const existingItem = await getCreatorItem(userId, true);
    const existing = existingItem ? toCreator(existingItem) : undefined;
    const now = new Date().toISOString();
    const onboarded = options.completeOnboarding || existing?.onboarding_completed === true;
    const given = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<CreatorProfileInput>;
    const creator: Creator = {
      id: userId,
      user_id: userId,
      username: input.username,
      bio: existing?.bio ?? '',
      avatar_url: existing?.avatar_url ?? null,
      follower_count: existing?.follower_count ?? 0,
      engagement_rate: existing?.engagement_rate ?? null,
      instagram_handle: existing?.instagram_handle ?? null,
      tiktok_handle: existing?.tiktok_handle ?? null,
      youtube_handle: existing?.youtube_handle ?? null,
      twitter_handle: existing?.twitter_handle ?? null,
      instagram_connected: existing?.instagram_connected ?? false,
      ...given,
      onboarding_completed: onboarded,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    const releaseOld = existing && existing.username !== input.username;
    // The storefront shows the profile and is keyed by the username: it moves with it (same transaction).
    // Read only when something it shows changes.
    const storefrontUpdates =
      existing && (releaseOld || existing.avatar_url !== creator.avatar_url || existing.bio !== creator.bio)
        ? storefrontProfileUpdates(creator, (await readStorefrontOfCreator(userId)).items)
        : [];
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            // Index 0: the claim. Its condition failing is what "taken" means.
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
                  revision: (existingItem?.revision ?? 0) + 1,
                } satisfies CreatorItem,
                ...(!existingItem
                  ? { ConditionExpression: 'attribute_not_exists(pk)' }
                  : existingItem.revision === undefined
                    ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revision)' }
                    : {
                        ConditionExpression: 'revision = :seen',
                        ExpressionAttributeValues: { ':seen': existingItem.revision },
                      }),
              },
            },
            ...storefrontUpdates,
          ],
        }),
      );
      return creator;
    } catch (error) {
      if (isTransactionConflict(error) && attempt < MAX_ATTEMPTS) continue;
      const reasons = cancellationReasons(error);
      if (reasons[0]?.Code === 'ConditionalCheckFailed') {
        throw new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
      }
      if (isConditionFailure(error)) {
        // Our own record moved under us (another save of this creator): read again and redo.
        if (attempt < MAX_ATTEMPTS) continue;
        throw profileChangedConcurrently();
      }
      if (isTransactionConflict(error)) throw profileChangedConcurrently();
      throw error;
    }
  }
};

/**
 * Onboarding's last step: the creator joins the brands' directory (`directory` index) and the user's
 * profile is marked onboarded, both or neither. Needs step 1 (a username and bio); 409 otherwise.
 * Completing twice changes nothing more.
 */
export const completeCreatorOnboarding = async (userId: string): Promise<Creator> => {
  for (let attempt = 1; ; attempt++) {
    const creator = await getCreator(userId, { consistent: true });
    if (!creator?.username || !creator.bio) throw new AppError('conflict', PROFILE_REQUIRED);
    const now = new Date().toISOString();
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.creator(userId),
                UpdateExpression: [
                  'SET onboarding_completed = :true, gsi2pk = :directory, gsi2sk = :username,',
                  'updated_at = :now, revision = if_not_exists(revision, :zero) + :one',
                ].join(' '),
                // The directory sort key is the username read here: a rename in between retries.
                ConditionExpression: 'username = :username',
                ExpressionAttributeValues: {
                  ':true': true,
                  ':directory': CREATOR_DIRECTORY,
                  ':username': creator.username,
                  ':now': now,
                  ':zero': 0,
                  ':one': 1,
                },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: keys.profile(userId),
                UpdateExpression: 'SET onboarding_completed = :true',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':true': true },
              },
            },
          ],
        }),
      );
      return { ...creator, onboarding_completed: true, updated_at: now };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons[1]?.Code === 'ConditionalCheckFailed') {
        throw new AppError(
          'not_found',
          'Your profile was not found. Please sign up again or contact support.',
        );
      }
      if ((isTransactionConflict(error) || isConditionFailure(error)) && attempt < MAX_ATTEMPTS) continue;
      if (isTransactionConflict(error) || isConditionFailure(error)) throw profileChangedConcurrently();
      throw error;
    }
  }
};

/** Username → creator (the username item holds the owner), for public profiles. */
export const getCreatorByUsername = async (username: string): Promise<Creator | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.username(username) }));
  return Item?.creator_id ? getCreator(Item.creator_id as string) : undefined;
};
