/**
 * Issue 34: the brand's Creators directory filters by niche, platform, audience band and 90-day results
 * and sorts by those results, over a seeded set of 2,000 creators (written in bulk through identity's
 * directoryItemsOf, as the directories' bench does). Each filter and sort returns exactly the expected
 * creators, in the expected order, with no gap or repeat across pages. Other test files add creators to
 * the same partitions at the same time, so every listing here also searches for this file's tag (which
 * only its creators carry in their username).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AudienceBand,
  audienceBands,
  type CreatorPlatform,
  type ProductCategory,
  productCategories,
} from '../../../../contracts/constants';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, useCloudEnvironment } from '../../../../tests/support/cloud';

const SEEDED = 2_000;
const tag = `fz${randomUUID().replace(/-/g, '').slice(0, 8)}`;

interface Seeded {
  id: string;
  username: string;
  niches: ProductCategory[];
  platforms: CreatorPlatform[];
  band: AudienceBand | null;
  sales: number;
  clicks: number;
  conversions: number;
}

/** Deterministic, varied profiles: 1–3 niches, any set of platforms, a band or none, results or none. */
const profileOf = (i: number): Seeded => {
  const niches = [...new Set([i % 12, (i * 5 + 3) % 12, (i * 7 + 1) % 12].slice(0, 1 + (i % 3)))].map(
    (n) => productCategories[n] as ProductCategory,
  );
  const platforms = (['instagram', 'tiktok', 'youtube', 'x'] as const).filter((_, bit) => (i >> bit) & 1);
  const clicks = i % 4 === 0 ? 0 : (i * 37) % 900;
  return {
    id: `fz-${tag}-${i}`,
    username: `${tag}_${String((i * 7919) % 10_007).padStart(5, '0')}_${i}`,
    niches,
    platforms,
    band: i % 5 === 4 ? null : (audienceBands[i % 4] as AudienceBand),
    // Many ties on sales (username breaks them), and some creators with none.
    sales: i % 6 === 0 ? 0 : ((i * 131) % 40) * 2_500,
    clicks,
    conversions: clicks === 0 ? 0 : Math.min(clicks, (i * 13) % 60),
  };
};

const seeded = Array.from({ length: SEEDED }, (_, i) => profileOf(i));

const rateBp = (c: Seeded) => (c.clicks > 0 ? Math.round((c.conversions * 10_000) / c.clicks) : null);
const percent = (c: Seeded) => {
  const bp = rateBp(c);
  return bp === null ? null : Math.round(bp / 10) / 10;
};
const byName = (a: Seeded, b: Seeded) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);
const bySales = (a: Seeded, b: Seeded) => b.sales - a.sales || byName(a, b);
const byConversion = (a: Seeded, b: Seeded) => (rateBp(b) ?? -1) - (rateBp(a) ?? -1) || bySales(a, b);

const seed = async () => {
  useCloudEnvironment();
  const { directoryItemsOf, toCreator } = await import('../../../identity');
  const { BatchWriteCommand } = await import('../../../shared/data/dynamodb/commands');
  const { db, tableName } = await import('../../../shared/data/client');
  const now = new Date().toISOString();
  const items = seeded.flatMap((c) =>
    directoryItemsOf(
      toCreator({
        id: c.id,
        username: c.username,
        bio: `Seeded ${c.username}`,
        follower_count: 100,
        instagram_handle: c.platforms.includes('instagram') ? `ig_${c.username}` : null,
        tiktok_handle: c.platforms.includes('tiktok') ? `tt_${c.username}` : null,
        youtube_handle: c.platforms.includes('youtube') ? `yt_${c.username}` : null,
        twitter_handle: c.platforms.includes('x') ? `x_${c.username}` : null,
        niches: c.niches,
        audience_band: c.band,
        onboarding_completed: true,
        created_at: now,
        updated_at: now,
      }),
      { sales_cents: c.sales, clicks: c.clicks, conversions: c.conversions },
      now.slice(0, 10),
    ),
  );
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) chunks.push(items.slice(start, start + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++]?.map((Item) => ({ PutRequest: { Item } }));
      while (pending?.length) {
        const { UnprocessedItems } = await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = UnprocessedItems?.[tableName()] as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
};

interface Entry {
  id: string;
  username: string;
  niches: string[];
  platforms: string[];
  audience_band: string | null;
  sales_cents_90d: number;
  conversion_rate_90d: number | null;
}

/** Every page of one listing, following next_cursor: the usernames in order, and the pages' sizes. */
const walk = async (token: string, query: Record<string, string>) => {
  const entries: Entry[] = [];
  let cursor = '';
  let pages = 0;
  do {
    const params = new URLSearchParams({ search: tag, ...query, ...(cursor ? { cursor } : {}) });
    const response = await api(`/brand/creators?${params}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.creators.length).toBeLessThanOrEqual(Number(query.limit ?? 24));
    entries.push(...response.body.creators);
    cursor = response.body.next_cursor ?? '';
    expect(++pages).toBeLessThan(400);
  } while (cursor);
  return entries;
};

let brand: TestBrand;

beforeAll(async () => {
  [brand] = await Promise.all([brandWithProducts(0), seed()]);
}, 120_000);

const cases: [string, Record<string, string>, (c: Seeded) => boolean, (a: Seeded, b: Seeded) => number][] = [
  ['a niche, by username', { niche: 'beauty' }, (c) => c.niches.includes('beauty'), byName],
  [
    'a platform, by sales',
    { platform: 'youtube', sort: 'sales' },
    (c) => c.platforms.includes('youtube'),
    bySales,
  ],
  [
    'an audience band, by conversion',
    { band: '100k_1m', sort: 'conversion' },
    (c) => c.band === '100k_1m',
    byConversion,
  ],
  [
    'niche + platform + band, by sales',
    { niche: 'home', platform: 'tiktok', band: 'over_1m', sort: 'sales' },
    (c) => c.niches.includes('home') && c.platforms.includes('tiktok') && c.band === 'over_1m',
    bySales,
  ],
  [
    'a minimum of sales, by sales (every creator)',
    { min_sales_cents: '70000', sort: 'sales' },
    (c) => c.sales >= 70_000,
    bySales,
  ],
  [
    'a niche and a minimum conversion rate, by conversion',
    { niche: 'sports', min_conversion: '5', sort: 'conversion' },
    (c) => c.niches.includes('sports') && (percent(c) ?? -1) >= 5,
    byConversion,
  ],
  [
    'a platform and both minimums, by username',
    { platform: 'x', min_sales_cents: '25000', min_conversion: '2.5' },
    (c) => c.platforms.includes('x') && c.sales >= 25_000 && (percent(c) ?? -1) >= 2.5,
    byName,
  ],
  ['every creator, by conversion', { sort: 'conversion' }, () => true, byConversion],
];

describe('GET /api/brand/creators: issue 34 filters and sorts over 2,000 creators', () => {
  it.each(cases)(
    '%s: exactly the matching creators, in order, no gap or repeat',
    async (_name, query, keep, order) => {
      const expected = seeded
        .filter(keep)
        .sort(order)
        .map((c) => c.username);
      expect(expected.length).toBeGreaterThan(5);
      for (const limit of ['48', '7']) {
        const names = (await walk(brand.token, { ...query, limit })).map((entry) => entry.username);
        expect(new Set(names).size).toBe(names.length);
        expect(names).toEqual(expected);
      }
    },
    120_000,
  );

  it('cards carry the stated facets and the 90-day results (no engagement figure invented)', async () => {
    const first = await api(
      `/brand/creators?${new URLSearchParams({ search: tag, niche: 'toys', sort: 'sales', limit: '1' })}`,
      { token: brand.token },
    );
    const entry = first.body.creators[0] as Entry | undefined;
    const source = seeded.find((c) => c.username === entry?.username) as Seeded;
    expect(entry).toMatchObject({
      niches: source.niches,
      platforms: source.platforms,
      audience_band: source.band,
      sales_cents_90d: source.sales,
      conversion_rate_90d: percent(source),
    });
  }, 60_000);

  it('a cursor from one listing is refused by another (400 at the cursor)', async () => {
    const first = await api(`/brand/creators?${new URLSearchParams({ niche: 'beauty', limit: '1' })}`, {
      token: brand.token,
    });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const other = await api(
      `/brand/creators?${new URLSearchParams({ niche: 'home', limit: '1', cursor: first.body.next_cursor })}`,
      { token: brand.token },
    );
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toHaveProperty('cursor');
  });

  it.each([
    [{ niche: 'knitting' }, 'niche'],
    [{ platform: 'myspace' }, 'platform'],
    [{ band: 'huge' }, 'band'],
    [{ sort: 'followers' }, 'sort'],
    [{ min_sales_cents: '-1' }, 'min_sales_cents'],
    [{ min_conversion: '101' }, 'min_conversion'],
  ])('bad input %j is 400 at the field', async (query, field) => {
    const response = await api(`/brand/creators?${new URLSearchParams(query)}`, { token: brand.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toEqual(expect.any(String));
    expect(response.body.error.fields).toHaveProperty(field);
  });
});
