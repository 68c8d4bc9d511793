/**
 * Issue 34 end to end: a creator states niches, platforms (handles) and an audience band in Profile, and
 * the brand's directory filters on them at once (the facet items move in the profile's transaction);
 * bad input is refused at the field and writes nothing; the daily ranking sums the ledger's daily
 * counters over 90 days and ranks the creators; suggested creators match the brand's product categories,
 * best results first, never a blacklisted one; only brands read the directory.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';
import { forCreators, runSchedule, userIdOf } from '../../../../tests/support/payouts';

const tag = `np${randomUUID().replace(/-/g, '').slice(0, 8)}`;

const profile = (username: string, fields: Record<string, unknown>) => ({
  username,
  bio: `Bio of ${username}`,
  avatar_url: null,
  follower_count: 5000,
  instagram_handle: null,
  tiktok_handle: null,
  youtube_handle: null,
  twitter_handle: null,
  ...fields,
});

/** A creator who saved their profile (step 1 and Profile) and completed onboarding, over the wire. */
const newCreator = async (username: string, fields: Record<string, unknown>) => {
  const { token } = await signedUpUser('creator');
  const saved = await api('/creator/profile', { ...json('PUT', profile(username, fields)), token });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await api('/creator/onboarding/complete', { ...json('POST'), token })).status).toBe(200);
  return token;
};

/**
 * Every creator the directory lists for the query, page after page: the cloud is shared with other
 * files' creators (the 2,000 of the filters test among them), and a page is a bounded read, so this
 * file's few creators may take several pages to reach (the directory's own paging is tested there).
 */
const listed = async (token: string, query: Record<string, string>) => {
  const usernames: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const params = new URLSearchParams({ search: tag, limit: '48', ...query, ...(cursor ? { cursor } : {}) });
    const response = await api(`/brand/creators?${params}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    usernames.push(...(response.body.creators as { username: string }[]).map((c) => c.username));
    cursor = response.body.next_cursor as string | null;
    if (cursor === null) return usernames;
  }
  throw new Error('the directory did not reach its end in 200 pages');
};

let brand: TestBrand;
let creatorToken: string;
const alice = `${tag}_alice`;

beforeAll(async () => {
  [brand, creatorToken] = await Promise.all([
    brandWithProducts(2),
    newCreator(alice, { niches: ['beauty', 'home'], audience_band: '10k_100k', tiktok_handle: 'alice.tt' }),
  ]);
}, 60_000);

describe('niches, platforms and audience band from Profile', () => {
  it('the directory filters on what the creator stated', async () => {
    expect(await listed(brand.token, { niche: 'beauty' })).toEqual([alice]);
    expect(await listed(brand.token, { niche: 'home', platform: 'tiktok', band: '10k_100k' })).toEqual([
      alice,
    ]);
    expect(await listed(brand.token, { niche: 'food' })).toEqual([]);
    expect(await listed(brand.token, { platform: 'instagram' })).toEqual([]);
    expect(await listed(brand.token, { band: 'over_1m' })).toEqual([]);
  });

  it('a change moves the creator out of the facets they left and into the new ones', async () => {
    const saved = await api('/creator/profile', {
      ...json(
        'PUT',
        profile(alice, { niches: ['food'], audience_band: 'over_1m', youtube_handle: 'alicetube' }),
      ),
      token: creatorToken,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.creator).toMatchObject({ niches: ['food'], audience_band: 'over_1m' });
    expect(await listed(brand.token, { niche: 'beauty' })).toEqual([]);
    expect(await listed(brand.token, { platform: 'tiktok' })).toEqual([]);
    expect(await listed(brand.token, { band: '10k_100k' })).toEqual([]);
    expect(await listed(brand.token, { niche: 'food', platform: 'youtube', band: 'over_1m' })).toEqual([
      alice,
    ]);
  });

  it.each([
    ['an unknown niche', { niches: ['knitting'] }, 'niches'],
    ['too many niches', { niches: ['beauty', 'home', 'food', 'toys', 'books', 'sports'] }, 'niches'],
    ['a niche twice', { niches: ['food', 'food'] }, 'niches'],
    ['niches not a list', { niches: 'food' }, 'niches'],
    ['an unknown audience band', { audience_band: 'huge' }, 'audience_band'],
  ])('%s is a 400 at the field and writes nothing', async (_name, fields, field) => {
    const before = await api('/creator/profile', { token: creatorToken });
    const response = await api('/creator/profile', {
      ...json('PUT', profile(alice, { niches: ['toys'], bio: 'Changed?', ...fields })),
      token: creatorToken,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(response.body.error.fields[field]).toEqual(expect.any(String));
    const after = await api('/creator/profile', { token: creatorToken });
    expect(after.body.creator).toEqual(before.body.creator);
    expect(await listed(brand.token, { niche: 'toys' })).toEqual([]);
  });
});

describe('only brands read the directory', () => {
  it('a creator is refused the directory and the suggestions (403)', async () => {
    expect((await api('/brand/creators', { token: creatorToken })).status).toBe(403);
    expect((await api('/brand/creators/suggested', { token: creatorToken })).status).toBe(403);
  });
});

describe('the daily ranking and suggested creators', () => {
  it('sums 90 days of the ledger’s daily counters and ranks suggestions by them; a blacklisted creator is not suggested', async () => {
    // Sales far above any other test's creators, so these lead the beauty niche.
    const [top, second, outside] = await Promise.all([
      newCreator(`${tag}_top`, { niches: ['beauty'] }),
      newCreator(`${tag}_second`, { niches: ['beauty', 'toys'] }),
      newCreator(`${tag}_outside`, { niches: ['automotive'] }),
    ]);
    useCloudEnvironment();
    const { creatorDayEntity } = await import('../../../shared/entities/day-counters');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const counters = [
      [top, day(1), 90_000_000_000, 400, 40],
      [top, day(89), 9_000_000_000, 100, 10],
      // Older than the window: not counted.
      [second, day(120), 500_000_000_000, 1000, 900],
      [second, day(3), 95_000_000_000, 1000, 20],
      [outside, day(2), 200_000_000_000, 10, 10],
    ] as const;
    for (const [token, d, sales, clicks, conversions] of counters) {
      await creatorDayEntity
        .put({ creatorId: userIdOf(token), day: d, sales_cents: sales, clicks, conversions } as never)
        .go();
    }
    const run = await runSchedule(
      'RankCreatorDirectory',
      new Date().toISOString(),
      forCreators(top, second, outside),
    );
    expect(run.result).toMatchObject({ creators: 3, ranked: 3 });

    const suggested = await api('/brand/creators/suggested', { token: brand.token });
    expect(suggested.status).toBe(200);
    expect(suggested.body.categories).toEqual(['beauty']);
    const names = (suggested.body.creators as { username: string }[]).map((c) => c.username);
    expect(names.slice(0, 2)).toEqual([`${tag}_top`, `${tag}_second`]);
    expect(names).not.toContain(`${tag}_outside`);
    expect(suggested.body.creators[0]).toMatchObject({
      sales_cents_90d: 99_000_000_000,
      clicks_90d: 500,
      conversions_90d: 50,
      conversion_rate_90d: 10,
    });
    expect(suggested.body.creators[1]).toMatchObject({
      sales_cents_90d: 95_000_000_000,
      conversion_rate_90d: 2,
    });

    // The directory sorts by the same figures.
    expect(await listed(brand.token, { sort: 'sales', min_sales_cents: '1' })).toEqual([
      `${tag}_outside`,
      `${tag}_top`,
      `${tag}_second`,
    ]);
    expect(await listed(brand.token, { sort: 'conversion', niche: 'beauty' })).toEqual([
      `${tag}_top`,
      `${tag}_second`,
    ]);

    // A second run with nothing new writes nothing.
    const again = await runSchedule(
      'RankCreatorDirectory',
      new Date().toISOString(),
      forCreators(top, second),
    );
    expect(again.result).toMatchObject({ creators: 2, ranked: 0 });

    const blacklisted = await api(`/brand/creators/${userIdOf(top)}/relationship`, {
      ...json('PUT', { relationship_type: 'blacklist' }),
      token: brand.token,
    });
    expect(blacklisted.status).toBe(200);
    const after = await api('/brand/creators/suggested', { token: brand.token });
    expect((after.body.creators as { username: string }[]).map((c) => c.username)).not.toContain(
      `${tag}_top`,
    );
    expect(after.body.creators[0].username).toBe(`${tag}_second`);
  }, 90_000);
});
