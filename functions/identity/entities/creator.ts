import type { BoundedPage, PageKey } from '../../shared/data/bounded-page';
import { readBoundedPage } from '../../shared/data/bounded-page';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

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

/**
 * CREATOR#{id} / CREATOR. Creators who finished onboarding are also in the `directory` index
 * (CREATORS / {username}, sparse: the index condition). `revision` is bumped on every save: the
 * optimistic-concurrency guard of saveCreatorProfile.
 */
export const creatorEntity = defineEntity({
  model: { entity: 'creator', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    user_id: { type: 'string' },
    username: { type: 'string', required: true },
    bio: { type: 'string' },
    avatar_url: { type: 'string' },
    follower_count: { type: 'number' },
    engagement_rate: { type: 'number' },
    instagram_handle: { type: 'string' },
    tiktok_handle: { type: 'string' },
    youtube_handle: { type: 'string' },
    twitter_handle: { type: 'string' },
    instagram_connected: { type: 'boolean' },
    onboarding_completed: { type: 'boolean' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    revision: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'], template: 'CREATOR#${id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'CREATOR', casing: 'none' },
    },
    directory: {
      index: 'directory',
      condition: (attr) => attr.onboarding_completed === true,
      pk: { field: 'gsi2pk', composite: [], template: indexKeys.creatorDirectory, casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['username'], template: '${username}', casing: 'none' },
    },
  },
});

export type CreatorRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof creatorEntity.get>['go']>>['data']
>;

/** Old items hold `null` where ElectroDB now omits the attribute: callers keep seeing null. */
export const toCreator = (item: CreatorRecord | Record<string, unknown>): Creator => {
  const c = item as Partial<Record<keyof Creator, unknown>>;
  return {
    id: c.id as string,
    user_id: (c.user_id as string | undefined) ?? (c.id as string),
    username: c.username as string,
    bio: (c.bio as string | undefined) ?? '',
    avatar_url: (c.avatar_url as string | undefined) ?? null,
    follower_count: (c.follower_count as number | undefined) ?? 0,
    engagement_rate: (c.engagement_rate as number | undefined) ?? null,
    instagram_handle: (c.instagram_handle as string | undefined) ?? null,
    tiktok_handle: (c.tiktok_handle as string | undefined) ?? null,
    youtube_handle: (c.youtube_handle as string | undefined) ?? null,
    twitter_handle: (c.twitter_handle as string | undefined) ?? null,
    instagram_connected: (c.instagram_connected as boolean | undefined) ?? false,
    onboarding_completed: (c.onboarding_completed as boolean | undefined) ?? false,
    created_at: c.created_at as string,
    updated_at: c.updated_at as string,
  };
};

/** The creator with the revision it was read at (undefined: saved before revisions existed). */
export const getCreatorRecord = async (creatorId: string, consistent: boolean) =>
  (await creatorEntity.get({ id: creatorId }).go({ consistent })).data ?? undefined;

export const getCreator = async (
  creatorId: string,
  options: { consistent?: boolean } = {},
): Promise<Creator | undefined> => {
  const record = await getCreatorRecord(creatorId, options.consistent ?? false);
  return record ? toCreator(record) : undefined;
};

/**
 * Access pattern "creators who finished onboarding", by username (`directory`, sparse): one bounded Query per
 * page (bounded-page.ts); `select` picks and shapes the creators of the page. The page key (the API's
 * cursor) is the item's table and index keys, rebuilt from the creator the page ended on.
 */
export const listCreatorDirectoryPage = <R>(input: {
  after?: PageKey;
  want: number;
  filtered: boolean;
  select: (creators: Creator[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> =>
  readBoundedPage<Record<string, unknown>, R>({
    query: creatorEntity.query.directory({}).params(),
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: (item) => ({
      pk: item.pk as string,
      sk: item.sk as string,
      gsi2pk: item.gsi2pk as string,
      gsi2sk: item.gsi2sk as string,
    }),
    select: (items) => input.select(items.map(toCreator)),
  });

const BATCH_ATTEMPTS = 5;

/**
 * Creators by id through BatchGetItem (100 keys a call; duplicates asked once). Keys DynamoDB leaves
 * unprocessed are asked again a bounded number of times; never a silently shorter answer.
 */
export const getCreatorsByIds = async (creatorIds: string[]): Promise<Map<string, Creator>> => {
  const found = new Map<string, Creator>();
  let pending = [...new Set(creatorIds)].map((id) => ({ id }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > BATCH_ATTEMPTS) throw new Error('getCreatorsByIds: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data, unprocessed } = await creatorEntity.get(pending).go();
    for (const item of data) found.set(item.id, toCreator(item));
    pending = unprocessed.map((key) => ({ id: key.id }));
  }
  return found;
};
