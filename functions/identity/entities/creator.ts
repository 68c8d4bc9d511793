import type * as z from 'zod/mini';
import { creator } from '../../../contracts/shapes';
import { batchGetEntities } from '../../shared/data/batch-get';
import { type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

/** creators (spec 3). The creator id is the user id: one creator profile per creator account. */
export type Creator = z.infer<typeof creator>;

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
    niches: { type: 'list', items: { type: 'string' } },
    audience_band: { type: 'string' },
    instagram_connected: { type: 'boolean' },
    onboarding_completed: { type: 'boolean' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    revision: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${id}'), sk: tableKey('sk', 'CREATOR') },
    directory: {
      index: 'directory',
      condition: (attr) => attr.onboarding_completed === true,
      pk: tableKey('gsi2pk', indexKeys.creatorDirectory),
      sk: tableKey('gsi2sk', '${username}'),
    },
  },
});

/** The value of a field the item does not hold (else null). */
const defaults: Partial<Creator> = {
  bio: '',
  follower_count: 0,
  niches: [],
  instagram_connected: false,
  onboarding_completed: false,
};

/**
 * The creator as callers see it, from an item as stored (raw or ElectroDB's): exactly the API's fields
 * (contracts/shapes.ts, in its order; never `revision` or keys). Old items hold `null` where ElectroDB now
 * omits the attribute: both read as the default.
 */
export const toCreator = (item: object): Creator => {
  const stored = item as Record<string, unknown>;
  const fallback: Record<string, unknown> = { ...defaults, user_id: stored.id };
  const fields = Object.keys(creator.shape).map((key) => [key, stored[key] ?? fallback[key] ?? null]);
  return Object.fromEntries(fields) as Creator;
};

export const getCreator = async (
  creatorId: string,
  { consistent = false } = {},
): Promise<Creator | undefined> => {
  const { data } = await creatorEntity.get({ id: creatorId }).go({ consistent });
  return data ? toCreator(data) : undefined;
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
}) =>
  readBoundedPage<Record<string, unknown>, R>({
    ...input,
    query: creatorEntity.query.directory({}),
    keyOf: ({ pk, sk, gsi2pk, gsi2sk }) => ({ pk, sk, gsi2pk, gsi2sk }) as PageKey,
    select: (items) => input.select(items.map(toCreator)),
  });

/** Creators by id (BatchGetItem, batch-get.ts: duplicates asked once, never a silently shorter answer). */
export const getCreatorsByIds = async (creatorIds: string[]): Promise<Map<string, Creator>> => {
  const keys = [...new Set(creatorIds)].map((id) => ({ id }));
  const items = await batchGetEntities<{ id: string }>(creatorEntity, keys);
  return new Map(items.map((item) => [item.id, toCreator(item)]));
};

/**
 * Issue 36: onboarded creators whose username begins with `prefix` (the operators' People search): one
 * bounded Query of the directory's partition by username.
 */
export const findCreatorsByUsernamePrefix = async (prefix: string, limit: number): Promise<Creator[]> => {
  const { data } = await creatorEntity.query
    .directory({})
    .begins({ username: prefix.toLowerCase() })
    .go({ limit, pages: 1 });
  return data.map(toCreator);
};
