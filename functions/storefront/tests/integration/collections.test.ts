/**
 * Storefront collections over the wire (issue 34): a creator groups their storefront's products into
 * named collections with their own address. Only the owner changes them; products must be on the
 * storefront; an address is unique per creator even when two tabs claim it at once; a new address keeps
 * the old one redirecting; bad input writes nothing; a rename moves them with the storefront.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDisclosure, MAX_COLLECTIONS } from '../../../../contracts/storefront';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { fetchPage, readHead, siteUrl } from '../../../../tests/support/html-page';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
import { partnerOn } from '../../../../tests/support/sales';
import { pngImage, uploadImage } from '../../../../tests/support/uploads';

type Creator = Awaited<ReturnType<typeof partnerOn>>;

let brand: StoreBrand;
let creator: Creator;
let other: Creator;
let productA: string;
let productB: string;
let productC: string;

const call = (path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  api(path, { ...json(method, method === 'GET' ? undefined : body), ...(token ? { token } : {}) });

const collections = async (token: string) =>
  (await call('/creator/storefront', token)).body.collections as {
    slug: string;
    title: string;
    cover_url: string | null;
    product_ids: string[];
  }[];

beforeAll(async () => {
  brand = await brandWithStore(3);
  [productA, productB, productC] = brand.liveProductIds as [string, string, string];
  creator = await partnerOn(brand, productA);
  await partnerOn(brand, productB, creator);
  await partnerOn(brand, productC, creator);
  other = await partnerOn(brand, productC);
}, 180_000);

describe('collections', () => {
  it('needs a storefront first, and nothing is written when refused', async () => {
    const refused = await call('/creator/storefront/collections', creator.token, 'POST', {
      title: 'Camping kit',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields.title).toMatch(/Add a product to your storefront/);
    for (const product_id of [productA, productB, productC]) {
      expect((await call('/creator/storefront/products', creator.token, 'POST', { product_id })).status).toBe(
        201,
      );
    }
    expect(await collections(creator.token)).toEqual([]);
  });

  it('creates one with its address from the title, shown on the public page in its own order', async () => {
    const settings = await call('/creator/storefront', creator.token, 'PUT', {
      marketplace_name: 'Camp Picks',
      bio: 'Out there',
      theme_color: '#112233',
      background_color: '#fafafa',
      layout_style: 'grid',
      header_image_url: null,
      is_active: true,
    });
    expect(settings.status).toBe(200);
    const created = await call('/creator/storefront/collections', creator.token, 'POST', {
      title: '  Morning Routine! ',
      product_ids: [productC, productA],
    });
    expect(created.status).toBe(201);
    expect(created.body.collection).toEqual({
      slug: 'morning-routine',
      title: 'Morning Routine!',
      cover_url: null,
      product_ids: [productC, productA],
      display_order: 0,
    });
    const page = await api(`/storefront/${creator.creator.username}`);
    expect(page.body.collections).toEqual([created.body.collection]);
    // The storefront's own settings still read as its settings (a collection, written later, is not them).
    expect(page.body.storefront).toMatchObject({ marketplace_name: 'Camp Picks', theme_color: '#112233' });
  });

  it('refuses bad input at the field and writes nothing', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ title: '' }, 'title', /Please enter a title/],
      [{ title: 'x'.repeat(81) }, 'title', /at most 80/],
      [{ title: 'Ok', slug: 'Not OK!' }, 'slug', /lower-case letters/],
      [{ title: 'Ok', product_ids: [productA, productA] }, 'product_ids', /once/],
      [{ title: 'Ok', cover_url: 'javascript:alert(1)' }, 'cover_url', /https/],
      [{ title: '!!!' }, 'slug', /address/],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('/creator/storefront/collections', creator.token, 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields[field]).toMatch(message);
    }
    // Another creator's product (not on this storefront) is refused too.
    const foreign = await call('/creator/storefront/collections', other.token, 'POST', {
      title: 'Mine',
      product_ids: [productA],
    });
    expect(foreign.status).toBe(409);
    expect((await collections(creator.token)).map((c) => c.slug)).toEqual(['morning-routine']);
  });

  it('gives one address to one collection when two tabs claim it at once', async () => {
    const tries = await Promise.all(
      [0, 1].map(() =>
        call('/creator/storefront/collections', creator.token, 'POST', {
          title: 'Camping kit',
          product_ids: [productB],
        }),
      ),
    );
    expect(tries.map((t) => t.status).sort()).toEqual([201, 409]);
    const loser = tries.find((t) => t.status === 409);
    expect(loser?.body.error.fields.slug).toMatch(/already have a collection at this address/);
    expect((await collections(creator.token)).map((c) => c.slug)).toEqual(['morning-routine', 'camping-kit']);
  });

  it('is changed only by its owner: another creator gets 404, a brand 403, nobody 401', async () => {
    const body = { title: 'Stolen', slug: 'camping-kit', product_ids: [] };
    expect((await call('/creator/storefront/collections/camping-kit', other.token, 'PUT', body)).status).toBe(
      409,
    );
    expect((await call('/creator/storefront/collections/camping-kit', brand.token, 'PUT', body)).status).toBe(
      403,
    );
    expect((await call('/creator/storefront/collections/camping-kit', undefined, 'PUT', body)).status).toBe(
      401,
    );
    expect((await call('/creator/storefront/collections/camping-kit', other.token, 'DELETE')).status).toBe(
      404,
    );
    expect((await collections(creator.token)).find((c) => c.slug === 'camping-kit')?.title).toBe(
      'Camping kit',
    );
  });

  it('moves to a new address, keeping the old one for shared links, and refuses a taken one', async () => {
    const taken = await call('/creator/storefront/collections/camping-kit', creator.token, 'PUT', {
      title: 'Camping kit',
      slug: 'morning-routine',
      product_ids: [productB],
    });
    expect(taken.status).toBe(409);
    const moved = await call('/creator/storefront/collections/camping-kit', creator.token, 'PUT', {
      title: 'Camping gear',
      slug: 'camping-gear',
      product_ids: [productA, productB],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.collection).toMatchObject({ slug: 'camping-gear', product_ids: [productA, productB] });
    expect((await collections(creator.token)).map((c) => c.slug)).toEqual([
      'morning-routine',
      'camping-gear',
    ]);
    expect((await call('/creator/storefront/collections/camping-kit', creator.token, 'DELETE')).status).toBe(
      404,
    );
  });

  it('reorders the collections (every one, once) and drops a removed product from them', async () => {
    const wrong = await call('/creator/storefront/collection-order', creator.token, 'PUT', {
      slugs: ['camping-gear'],
    });
    expect(wrong.status).toBe(400);
    const reordered = await call('/creator/storefront/collection-order', creator.token, 'PUT', {
      slugs: ['camping-gear', 'morning-routine'],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.collections.map((c: { slug: string }) => c.slug)).toEqual([
      'camping-gear',
      'morning-routine',
    ]);
    expect((await call(`/creator/storefront/products/${productA}`, creator.token, 'DELETE')).status).toBe(
      204,
    );
    const page = await api(`/storefront/${creator.creator.username}`);
    expect(page.body.collections.map((c: { product_ids: string[] }) => c.product_ids)).toEqual([
      [productB],
      [productC],
    ]);
  });

  it('has its own page, found by crawlers without JavaScript; old addresses and other cases redirect', async () => {
    const username = creator.creator.username;
    const page = await fetchPage(`/${username}/c/camping-gear`);
    expect(page.status).toBe(200);
    const head = readHead(page.html);
    expect(head.titles[0]).toBe(`Camping gear by @${username} · Affiliate Marketplace`);
    expect(head.canonical).toEqual([`${siteUrl()}/${username}/c/camping-gear`]);
    expect(page.html).toContain(defaultDisclosure);
    expect(page.html).toContain(`A collection by @${username}`);
    // Its product, bought through the creator's own link.
    const link = page.html.match(/href="(\/r\/[^"]+)"/)?.[1];
    expect(link).toBeTruthy();
    // The storefront shows it as a section with a link to it.
    const storefront = await fetchPage(`/${username}`);
    expect(storefront.html).toContain(`href="/${username}/c/camping-gear"`);
    expect(storefront.html).toContain('Camping gear');
    const redirects: [string, string][] = [
      [`/${username}/c/camping-kit`, `/${username}/c/camping-gear`],
      [`/${username.toUpperCase()}/c/Camping-Gear/`, `/${username}/c/camping-gear`],
    ];
    for (const [from, to] of redirects) {
      const response = await fetch(`${siteUrl()}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
    expect((await fetchPage(`/${username}/c/no-such-thing`)).status).toBe(404);
    expect((await fetchPage(`/${username}/c/%3Cscript%3E`)).status).not.toBe(500);
  });

  it('takes an uploaded cover by its id, only the creator’s own and only one uploaded for a cover', async () => {
    const body = { title: 'Camping gear', slug: 'camping-gear', product_ids: [productB] };
    const put = (extra: Record<string, unknown>, token = creator.token) =>
      call('/creator/storefront/collections/camping-gear', token, 'PUT', { ...body, ...extra });
    const cover = await uploadImage(
      creator.token,
      'collection-cover',
      await pngImage(1600, 1000),
      'image/png',
    );
    const saved = await put({ cover_upload_id: cover.id });
    expect(saved.status).toBe(200);
    expect(saved.body.collection.cover_url).toBe(cover.url);
    // Another creator's upload id is unknown here; an avatar upload is not a cover; nothing changes.
    const theirs = await uploadImage(
      other.token,
      'collection-cover',
      await pngImage(1600, 1000),
      'image/png',
    );
    const avatar = await uploadImage(creator.token, 'avatar', await pngImage(400, 400), 'image/png');
    for (const [extra, field] of [
      [{ cover_upload_id: theirs.id }, 'cover_upload_id'],
      [{ cover_upload_id: avatar.id }, 'cover_upload_id'],
      [{ cover_url: theirs.url }, 'cover_url'],
    ] as const) {
      const refused = await put(extra);
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body.error.fields[field]).toBeTruthy();
    }
    expect((await collections(creator.token)).find((c) => c.slug === 'camping-gear')).toMatchObject({
      cover_url: cover.url,
    });
  });

  it('holds at most 20 collections', async () => {
    const have = (await collections(creator.token)).length;
    for (let i = have; i < MAX_COLLECTIONS; i++) {
      expect(
        (await call('/creator/storefront/collections', creator.token, 'POST', { title: `Set ${i}` })).status,
      ).toBe(201);
    }
    const full = await call('/creator/storefront/collections', creator.token, 'POST', { title: 'One more' });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toMatch(/at most 20 collections/);
    for (let i = have; i < MAX_COLLECTIONS; i++) {
      expect((await call(`/creator/storefront/collections/set-${i}`, creator.token, 'DELETE')).status).toBe(
        204,
      );
    }
  });

  it('moves with a rename: the page shows them at once under the new name, and the items follow', async () => {
    const renamed = `${creator.creator.username.slice(0, 20)}_new`;
    const saved = await call('/creator/profile', creator.token, 'PUT', {
      username: renamed,
      bio: creator.creator.bio,
    });
    expect(saved.status).toBe(200);
    // At once: read from the creator's partition while the move is pending.
    const page = await api(`/storefront/${renamed}`);
    expect(page.status).toBe(200);
    expect(page.body.collections.map((c: { slug: string }) => c.slug)).toEqual([
      'camping-gear',
      'morning-routine',
    ]);
    expect(page.body.products).toHaveLength(2);
    expect((await api(`/storefront/${creator.creator.username}`)).status).toBe(404);
    // Then RepointStorefront moves every item into the new name's partition and clears the mark.
    await eventually(async () => {
      const { Items = [] } = await documentClient().send(
        new QueryCommand({
          TableName: outputs().TableName,
          IndexName: 'directory',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': `STOREFRONT#${renamed}` },
        }),
      );
      const settings = Items.find((item) => item.type === 'storefront');
      return Items.length === 1 + 2 + 2 && settings && settings.repoint_pending === undefined
        ? true
        : undefined;
    });
    // The event delivered again (EventBridge delivers at least once): nothing is left to move.
    useCloudEnvironment();
    const { finishStorefrontMove } = await import('../../entities/storefront');
    expect(await finishStorefrontMove(renamed)).toBe(0);
    // And for the old name, which no storefront holds now: nothing to do.
    expect(await finishStorefrontMove(creator.creator.username)).toBeUndefined();
  });
});
