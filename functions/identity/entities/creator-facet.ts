import type {
  AudienceBand,
  CreatorPlatform,
  CreatorSort,
  ProductCategory,
} from '../../../contracts/constants';
import { batchGetEntities } from '../../shared/data/batch-get';
import { type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import type { Creator } from './creator';
import type { DirectoryResults } from './creator-results';

/**
 * Issue 34: the creators directory brands can filter and sort. A creator who finished onboarding has one
 * small item per facet they hold and per order the directory sorts by (sparse, `directory` index):
 *
 *   CREATOR#{id} / FACET#{facet}#{order}  →  directory CREATORS#{facet}#{order} / {rank_key}
 *
 * facet: `all`, `niche:{category}` (each niche), `platform:{instagram|tiktok|youtube|x}` (each handle
 * set), `band:{band}` (the stated audience band); order: `name` (rank_key = username), `sales` and
 * `conversion` (rank_key = the 90-day results inverted so a Query ascending reads the best first, then
 * the username). So "beauty creators by sales" is one Query of CREATORS#niche:beauty#sales, whatever the
 * number of creators, and a second filter (a platform, a band, a minimum result) is checked on the item
 * itself, which carries the card and every facet.
 *
 * Written in the transaction of the profile change that changes them (save-creator-profile.ts, removed
 * facets deleted), and rewritten by the daily ranking (rank-creator-directory.ts) when a creator's
 * 90-day results moved: at most (1 + 5 niches + 4 platforms + 1 band) × 3 orders = 33 items a creator.
 */
export const creatorFacetEntity = defineEntity({
  model: { entity: 'creator-facet', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    facet: { type: 'string', required: true },
    order: { type: 'string', required: true },
    rank_key: { type: 'string', required: true },
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
    platforms: { type: 'list', items: { type: 'string' } },
    audience_band: { type: 'string' },
    sales_cents_90d: { type: 'number' },
    clicks_90d: { type: 'number' },
    conversions_90d: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'CREATOR#${creator_id}'),
      sk: tableKey('sk', 'FACET#${facet}#${order}'),
    },
    directory: {
      index: 'directory',
      pk: tableKey('gsi2pk', 'CREATORS#${facet}#${order}'),
      sk: tableKey('gsi2sk', '${rank_key}'),
    },
  },
});

export type CreatorFacetItem = {
  creator_id: string;
  facet: string;
  order: CreatorSort;
  rank_key: string;
  username: string;
  bio?: string;
  avatar_url?: string;
  follower_count?: number;
  engagement_rate?: number;
  instagram_handle?: string;
  tiktok_handle?: string;
  youtube_handle?: string;
  twitter_handle?: string;
  niches: ProductCategory[];
  platforms: CreatorPlatform[];
  audience_band?: AudienceBand;
  sales_cents_90d: number;
  clicks_90d: number;
  conversions_90d: number;
};

export const FACET_ORDERS: readonly CreatorSort[] = ['name', 'sales', 'conversion'];

/** A platform counts when its handle is set. */
export const platformsOf = (creator: Creator): CreatorPlatform[] => {
  const platforms: CreatorPlatform[] = [];
  if (creator.instagram_handle) platforms.push('instagram');
  if (creator.tiktok_handle) platforms.push('tiktok');
  if (creator.youtube_handle) platforms.push('youtube');
  if (creator.twitter_handle) platforms.push('x');
  return platforms;
};

export const facetName = {
  all: 'all',
  niche: (niche: string) => `niche:${niche}`,
  platform: (platform: string) => `platform:${platform}`,
  band: (band: string) => `band:${band}`,
};

/** The facets a creator holds (none before onboarding is complete: they are not in the directory). */
export const facetsOf = (creator: Creator): string[] =>
  creator.onboarding_completed
    ? [
        facetName.all,
        ...creator.niches.map(facetName.niche),
        ...platformsOf(creator).map(facetName.platform),
        ...(creator.audience_band ? [facetName.band(creator.audience_band)] : []),
      ]
    : [];

/** Conversion rate in basis points (conversions per 10,000 clicks); null without clicks. */
export const conversionBasisPoints = (results: DirectoryResults): number | null =>
  results.clicks > 0 ? Math.round((results.conversions * 10_000) / results.clicks) : null;

const SALES_DIGITS = 14;
const RATE_DIGITS = 10;
/** Best first in ascending order: the complement of the figure, zero-padded. */
const inverted = (value: number, digits: number) =>
  String(10 ** digits - 1 - Math.min(Math.max(0, Math.floor(value)), 10 ** digits - 2)).padStart(digits, '0');

export const rankKeyOf = (order: CreatorSort, username: string, results: DirectoryResults): string => {
  if (order === 'name') return username;
  const sales = inverted(results.sales_cents, SALES_DIGITS);
  if (order === 'sales') return `${sales}#${username}`;
  // No clicks: after every rate, 0 % included.
  const rate = conversionBasisPoints(results);
  return `${inverted(rate === null ? 0 : rate + 1, RATE_DIGITS)}#${sales}#${username}`;
};

/** ElectroDB stores no null: an absent attribute is left out. */
const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;

/** The items a creator should have, given their 90-day results (none unless onboarded). */
export const facetItemsOf = (creator: Creator, results: DirectoryResults): CreatorFacetItem[] => {
  const card = present({
    creator_id: creator.id,
    username: creator.username,
    bio: creator.bio,
    avatar_url: creator.avatar_url,
    follower_count: creator.follower_count,
    engagement_rate: creator.engagement_rate,
    instagram_handle: creator.instagram_handle,
    tiktok_handle: creator.tiktok_handle,
    youtube_handle: creator.youtube_handle,
    twitter_handle: creator.twitter_handle,
    niches: creator.niches,
    platforms: platformsOf(creator),
    audience_band: creator.audience_band,
    sales_cents_90d: results.sales_cents,
    clicks_90d: results.clicks,
    conversions_90d: results.conversions,
  }) as Omit<CreatorFacetItem, 'facet' | 'order' | 'rank_key'>;
  return facetsOf(creator).flatMap((facet) =>
    FACET_ORDERS.map((order) => ({
      ...card,
      facet,
      order,
      rank_key: rankKeyOf(order, creator.username, results),
    })),
  );
};

/** The keys of a set of facet items, as `${facet}#${order}` (to tell which ones a change removes). */
export const facetKeysOf = (creator: Creator) =>
  facetsOf(creator).flatMap((facet) => FACET_ORDERS.map((order) => ({ facet, order })));

/** The `directory` partition a listing reads. */
export const facetPartition = (facet: string, order: CreatorSort) => `CREATORS#${facet}#${order}`;

/**
 * Access pattern "creators holding a facet, in an order" (`directory`, sparse): one bounded Query per page
 * (bounded-page.ts), best first for the results orders. The page key is the item's table and index keys.
 */
export const listCreatorFacetPage = <R>(input: {
  facet: string;
  order: CreatorSort;
  after?: PageKey;
  want: number;
  filtered: boolean;
  select: (items: CreatorFacetItem[]) => Promise<(R | undefined)[]>;
}) =>
  readBoundedPage<Record<string, unknown>, R>({
    query: creatorFacetEntity.query.directory({ facet: input.facet, order: input.order }),
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: ({ pk, sk, gsi2pk, gsi2sk }) => ({ pk, sk, gsi2pk, gsi2sk }) as PageKey,
    select: (items) => input.select(items as unknown as CreatorFacetItem[]),
  });

/** A few creators holding a facet, best first (suggested creators): one Query, no paging. */
export const topCreatorsOfFacet = async (facet: string, order: CreatorSort, limit: number) => {
  const { data } = await creatorFacetEntity.query.directory({ facet, order }).go({ limit, pages: 1 });
  return data as unknown as CreatorFacetItem[];
};

/** Creators' directory cards by id (BatchGetItem of their `all` items): absent unless in the directory. */
export const getCreatorCardsByIds = async (creatorIds: string[]): Promise<Map<string, CreatorFacetItem>> => {
  const keys = [...new Set(creatorIds)].map((creator_id) => ({
    creator_id,
    facet: facetName.all,
    order: 'name',
  }));
  const items = await batchGetEntities<CreatorFacetItem>(creatorFacetEntity, keys);
  return new Map(items.map((item) => [item.creator_id, item]));
};
