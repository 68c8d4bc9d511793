/**
 * The brand's Creators directory, paged and searched on the server (spec 2.4, spec 5): a cursor walks
 * every match exactly once in username order; the search matches username, bio or Instagram handle,
 * case-insensitive; All / Favorites / Blacklisted / Unrated follow this brand's own marks only; bad
 * input is a 400 naming the field. Other test files add creators at the same time, so every case
 * searches for a tag only its own creators carry.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';

interface Entry {
  id: string;
  username: string;
  bio: string;
  instagram_handle: string | null;
  relationship_type: 'favorite' | 'blacklist' | null;
  notes: string;
}

const tag = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;

/** A creator who finished onboarding, with exactly the profile given (written by the onboarding code). */
const creatorWith = async (profile: { username: string; bio: string; instagram_handle: string | null }) => {
  const { token } = await signedUpUser('creator');
  const me = await api('/me', { token });
  useCloudEnvironment();
  const { saveCreatorProfile } = await import('../../../storefront');
  return saveCreatorProfile(
    me.body.id,
    {
      ...profile,
      avatar_url: null,
      follower_count: 10,
      tiktok_handle: null,
      youtube_handle: null,
      twitter_handle: null,
    },
    { completeOnboarding: true },
  );
};

const list = (token: string, query: Record<string, string>) =>
  api(`/brand/creators?${new URLSearchParams(query)}`, { token });

/** Every page of one listing, following next_cursor; fails on a page that is not 200. */
const walk = async (token: string, query: Record<string, string>) => {
  const pages: Entry[][] = [];
  let cursor = '';
  do {
    const response = await list(token, { ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['creators', 'next_cursor']);
    pages.push(response.body.creators);
    cursor = response.body.next_cursor ?? '';
    expect(pages.length).toBeLessThan(200);
  } while (cursor);
  return { pages, entries: pages.flat() };
};

const usernames = (entries: Entry[]) => entries.map((entry) => entry.username);

let brand: TestBrand;
let other: TestBrand;
/** Username contains the tag (lower case), in username order a…e. */
const byName: string[] = [];
let bioOnly: Awaited<ReturnType<typeof creatorWith>>;
let instagramOnly: Awaited<ReturnType<typeof creatorWith>>;
let all: Awaited<ReturnType<typeof creatorWith>>[];

const mark = (token: string, creatorId: string, relationship_type: 'favorite' | 'blacklist' | null) =>
  api(`/brand/creators/${creatorId}/relationship`, { ...json('PUT', { relationship_type }), token });

beforeAll(async () => {
  [brand, other] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
  const named = await Promise.all(
    ['a', 'b', 'c', 'd', 'e'].map((letter) =>
      creatorWith({ username: `${tag}_${letter}`, bio: 'Plain bio', instagram_handle: null }),
    ),
  );
  byName.push(...named.map((creator) => creator.username));
  // The tag only in the bio / only in the Instagram handle, in another case.
  bioOnly = await creatorWith({
    username: `bio_${randomUUID().slice(0, 8)}`,
    bio: `Loves ${tag.toUpperCase()} things`,
    instagram_handle: null,
  });
  instagramOnly = await creatorWith({
    username: `ig_${randomUUID().slice(0, 8)}`,
    bio: 'Nothing here',
    instagram_handle: `The${tag.toUpperCase()}Gram`,
  });
  all = [...named, bioOnly, instagramOnly];
});

describe('GET /api/brand/creators: paging and search', () => {
  it('a cursor walks every match exactly once, in username order, pages no larger than the limit', async () => {
    const { pages, entries } = await walk(brand.token, { search: tag, limit: '2' });
    const names = usernames(entries);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(all.map((creator) => creator.username).sort());
    expect(names).toEqual([...names].sort());
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(2);
    // Stable: the same walk again gives the same order.
    expect(usernames((await walk(brand.token, { search: tag, limit: '3' })).entries)).toEqual(names);
  });

  it('the unsearched listing pages by username without duplicates and holds these creators', async () => {
    const first = await list(brand.token, { limit: '3' });
    expect(first.status).toBe(200);
    expect(first.body.creators).toHaveLength(3);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const { entries } = await walk(brand.token, { limit: '48' });
    const names = usernames(entries);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(all.map((creator) => creator.username)));
    expect(names).toEqual([...names].sort());
  });

  it('matches username, bio or Instagram handle, case-insensitive', async () => {
    const find = async (search: string) => usernames((await walk(brand.token, { search })).entries);
    expect(await find(`${tag}_C`.toUpperCase())).toEqual([`${tag}_c`]);
    expect(await find(`loves ${tag}`)).toEqual([bioOnly.username]);
    expect(await find(`the${tag}gram`)).toEqual([instagramOnly.username]);
    expect(await find(`  ${tag.toUpperCase()}  `)).toHaveLength(all.length);
    expect(await find(`${tag}-nobody`)).toEqual([]);
  });

  it('shows only public profile fields and this brand’s mark', async () => {
    const { entries } = await walk(brand.token, { search: `${tag}_a` });
    expect(entries).toEqual([
      {
        id: expect.any(String),
        username: `${tag}_a`,
        bio: 'Plain bio',
        avatar_url: null,
        follower_count: 10,
        engagement_rate: null,
        instagram_handle: null,
        tiktok_handle: null,
        youtube_handle: null,
        twitter_handle: null,
        niches: [],
        platforms: [],
        audience_band: null,
        sales_cents_90d: 0,
        clicks_90d: 0,
        conversions_90d: 0,
        conversion_rate_90d: null,
        relationship_type: null,
        notes: '',
      },
    ]);
  });
});

describe('filters: Favorites, Blacklisted, Unrated from the brand’s own marks', () => {
  beforeAll(async () => {
    const [a, b, c, d] = all as [(typeof all)[0], (typeof all)[0], (typeof all)[0], (typeof all)[0]];
    for (const response of await Promise.all([
      mark(brand.token, a.id, 'favorite'),
      mark(brand.token, bioOnly.id, 'favorite'),
      mark(brand.token, b.id, 'blacklist'),
      // Marked, then cleared: unrated again. Notes alone do not rate a creator.
      mark(brand.token, c.id, 'favorite'),
      api(`/brand/creators/${d.id}/notes`, { ...json('PUT', { notes: 'Maybe later' }), token: brand.token }),
      // Another brand's marks are its own.
      mark(other.token, d.id, 'favorite'),
      mark(other.token, instagramOnly.id, 'blacklist'),
    ]))
      expect(response.status).toBe(200);
    expect((await mark(brand.token, c.id, null)).status).toBe(200);
  });

  it('Favorites and Blacklisted list exactly the marked creators, with their marks', async () => {
    const favorites = (await walk(brand.token, { filter: 'favorite', search: tag })).entries;
    expect(usernames(favorites).sort()).toEqual([`${tag}_a`, bioOnly.username].sort());
    expect(favorites.every((entry) => entry.relationship_type === 'favorite')).toBe(true);
    const blacklisted = (await walk(brand.token, { filter: 'blacklist', search: tag })).entries;
    expect(usernames(blacklisted)).toEqual([`${tag}_b`]);
    expect(blacklisted[0]?.relationship_type).toBe('blacklist');
  });

  it('Unrated is everyone else, notes included', async () => {
    const unrated = (await walk(brand.token, { filter: 'unrated', search: tag, limit: '1' })).entries;
    expect(usernames(unrated).sort()).toEqual(
      [`${tag}_c`, `${tag}_d`, `${tag}_e`, instagramOnly.username].sort(),
    );
    expect(unrated.find((entry) => entry.username === `${tag}_d`)?.notes).toBe('Maybe later');
    expect(unrated.every((entry) => entry.relationship_type === null)).toBe(true);
  });

  it('All shows every match with this brand’s marks; the other brand sees only its own', async () => {
    const mine = new Map(
      (await walk(brand.token, { filter: 'all', search: tag })).entries.map((e) => [e.username, e]),
    );
    expect(mine.size).toBe(all.length);
    expect(mine.get(`${tag}_a`)?.relationship_type).toBe('favorite');
    expect(mine.get(`${tag}_b`)?.relationship_type).toBe('blacklist');
    expect(mine.get(`${tag}_d`)).toMatchObject({ relationship_type: null, notes: 'Maybe later' });
    const theirs = (await walk(other.token, { filter: 'favorite', search: tag })).entries;
    expect(usernames(theirs)).toEqual([`${tag}_d`]);
    expect(theirs[0]?.notes).toBe('');
  });

  it('the favorites cursor walks them one page at a time, each exactly once', async () => {
    const { pages, entries } = await walk(brand.token, { filter: 'favorite', search: tag, limit: '1' });
    expect(usernames(entries).sort()).toEqual([`${tag}_a`, bioOnly.username].sort());
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(1);
  });

  it('the search narrows a filter', async () => {
    const favorites = (await walk(brand.token, { filter: 'favorite', search: `loves ${tag}` })).entries;
    expect(usernames(favorites)).toEqual([bioOnly.username]);
  });
});

describe('bad input: 400 with the field named', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cursorMessage = 'This page link is not valid. Please start from the first page.';

  it.each([
    ['a cursor that is not base64url JSON', { cursor: 'garbage!' }, 'cursor'],
    ['a cursor into another partition', { cursor: encode({ pk: 'BRAND#x', sk: 'BRAND' }) }, 'cursor'],
    [
      'a cursor with extra keys',
      {
        cursor: encode({ pk: 'CREATOR#x', sk: 'CREATOR', gsi2pk: 'CREATORS', gsi2sk: 'x', extra: '1' }),
      },
      'cursor',
    ],
    ['an oversized cursor', { cursor: 'A'.repeat(5000) }, 'cursor'],
    ['an oversized search', { search: 'x'.repeat(101) }, 'search'],
    ['an unknown filter', { filter: 'everyone' }, 'filter'],
    ['limit 0', { limit: '0' }, 'limit'],
    ['limit above 48', { limit: '49' }, 'limit'],
  ])('%s', async (_name, query, field) => {
    const response = await list(brand.token, query);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
    if (field === 'cursor') expect(response.body.error.fields.cursor).toBe(cursorMessage);
    if (field === 'search')
      expect(response.body.error.fields.search).toBe('Search must be at most 100 characters');
  });

  it("one filter's cursor is refused by another", async () => {
    const favorites = await list(brand.token, { filter: 'favorite', search: tag, limit: '1' });
    const cursor = favorites.body.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const response = await list(brand.token, { filter: 'all', cursor });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ cursor: cursorMessage });
    const back = await list(brand.token, { filter: 'unrated', cursor });
    expect(back.status).toBe(400);
  });

  it('a creator cannot read the directory; a brand’s bad request writes nothing', async () => {
    const { token } = await signedUpUser('creator');
    expect((await list(token, {})).status).toBe(403);
    const before = (await walk(brand.token, { search: tag })).entries;
    expect((await list(brand.token, { search: 'x'.repeat(101) })).status).toBe(400);
    expect((await walk(brand.token, { search: tag })).entries).toEqual(before);
  });
});
