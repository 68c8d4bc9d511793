/**
 * Explore → Products searched and filtered on the server: the search matches product name, brand name
 * or category, case-insensitive; the category filter reads the marketByCategory index; a cursor walks
 * a searched or filtered listing exactly once, newest first; bad input is a 400 naming the field. Other
 * test files add products at the same time, so cases search for names only this file uses.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCategory } from '../../../../contracts/constants';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';

interface Card {
  id: string;
  name: string;
  category: string;
  brand: { id: string; brand_name: string };
}

const tag = `qx${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const brandName = `Brand ${tag.toUpperCase()} Works`;

const page = (query: Record<string, string>) => api(`/explore/products?${new URLSearchParams(query)}`);

const walk = async (query: Record<string, string>) => {
  const pages: Card[][] = [];
  let cursor = '';
  do {
    const response = await page({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body.products);
    cursor = response.body.next_cursor ?? '';
    expect(pages.length).toBeLessThan(500);
  } while (cursor);
  return { pages, cards: pages.flat() };
};

let brand: TestBrand;
/** product id by a short label; all made available. */
const ids: Record<string, string> = {};

/** A product of the brand, written by the import's own upsert, then made available over the API. */
const product = async (label: string, name: string, category: ProductCategory, available = true) => {
  useCloudEnvironment();
  const { upsertImportedProduct, importedProductId } = await import('../../upsert-imported-product');
  const shopifyProductId = String(5_000_000 + Math.floor(Math.random() * 1_000_000));
  await upsertImportedProduct(brand.brandId, {
    shopifyProductId,
    handle: `h-${randomUUID().slice(0, 6)}`,
    name,
    description: 'For the search tests',
    priceCents: 1000,
    category,
    imageUrl: null,
  });
  const id = importedProductId(brand.brandId, shopifyProductId);
  if (available) {
    const response = await api(`/brand/products/${id}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
    expect(response.status).toBe(200);
  }
  ids[label] = id;
};

beforeAll(async () => {
  brand = await brandWithProducts(0);
  expect(
    (await api('/brand/account', { ...json('PUT', { brand_name: brandName }), token: brand.token })).status,
  ).toBe(200);
  // Created in this order: newest first means toysB, toysA, lamp, kettle.
  await product('kettle', `Copper ${tag} Kettle`, 'home');
  await product('lamp', 'Desk lamp', 'home');
  await product('toysA', 'Wooden train', 'toys');
  await product('toysB', 'Kite', 'toys');
  await product('paused', `Paused ${tag} toy`, 'toys', false);
});

const ours = (cards: Card[]) => cards.filter((card) => card.brand.id === brand.brandId).map((c) => c.id);

describe('search', () => {
  it('matches the product name, case-insensitive', async () => {
    const { cards } = await walk({ search: `COPPER ${tag.toUpperCase()}` });
    expect(cards.map((card) => card.id)).toEqual([ids.kettle]);
  });

  it('matches the brand name as it is now, case-insensitive', async () => {
    const { cards } = await walk({ search: tag });
    // The name matches only the kettle; the brand name matches every available product of the brand.
    expect(cards.map((card) => card.id)).toEqual([ids.toysB, ids.toysA, ids.lamp, ids.kettle]);
    expect(cards.map((card) => card.id)).not.toContain(ids.paused);
    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    expect(
      (await api('/brand/account', { ...json('PUT', { brand_name: renamed }), token: brand.token })).status,
    ).toBe(200);
    expect((await walk({ search: renamed.toUpperCase() })).cards.map((card) => card.id)).toHaveLength(4);
    expect((await walk({ search: `brand ${tag}` })).cards).toEqual([]);
    await api('/brand/account', { ...json('PUT', { brand_name: brandName }), token: brand.token });
  });

  it('matches the category', async () => {
    const { cards } = await walk({ search: 'TOYS' });
    expect(ours(cards)).toEqual([ids.toysB, ids.toysA]);
    expect(
      cards.every((card) => card.category === 'toys' || /toys/i.test(card.name + card.brand.brand_name)),
    ).toBe(true);
  });

  it('a searched listing walks exactly once, newest first, pages within the limit', async () => {
    const { pages, cards } = await walk({ search: tag, limit: '1' });
    expect(cards.map((card) => card.id)).toEqual([ids.toysB, ids.toysA, ids.lamp, ids.kettle]);
    for (const one of pages) expect(one.length).toBeLessThanOrEqual(1);
  });
});

describe('category filter', () => {
  it('lists only that category, newest first, and walks it exactly once', async () => {
    const { cards } = await walk({ category: 'toys', limit: '1' });
    expect(cards.every((card) => card.category === 'toys')).toBe(true);
    const mine = ours(cards);
    expect(mine).toEqual([ids.toysB, ids.toysA]);
    const all = cards.map((card) => card.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('combines with the search', async () => {
    expect((await walk({ category: 'home', search: tag })).cards.map((card) => card.id)).toEqual([
      ids.lamp,
      ids.kettle,
    ]);
    expect((await walk({ category: 'toys', search: 'copper' })).cards.map((c) => c.id)).not.toContain(
      ids.kettle,
    );
  });

  it('follows availability and category edits at once', async () => {
    const settings = (body: Record<string, unknown>) =>
      api(`/brand/products/${ids.toysA}/settings`, { ...json('PATCH', body), token: brand.token });
    expect((await settings({ available_to_influencers: false })).status).toBe(200);
    expect(ours((await walk({ category: 'toys' })).cards)).toEqual([ids.toysB]);
    expect((await settings({ available_to_influencers: true })).status).toBe(200);
    const edit = await api(`/brand/products/${ids.toysA}`, {
      ...json('PATCH', { category: 'sports' }),
      token: brand.token,
    });
    expect(edit.status).toBe(200);
    expect(ours((await walk({ category: 'toys' })).cards)).toEqual([ids.toysB]);
    expect(ours((await walk({ category: 'sports' })).cards)).toEqual([ids.toysA]);
  });

  it('an empty category or search is the whole listing', async () => {
    const response = await page({ category: '', search: '', limit: '2' });
    expect(response.status).toBe(200);
    expect(response.body.products).toHaveLength(2);
  });
});

describe('bad input: 400 with the field named', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['an unknown category', { category: 'weapons' }, 'category'],
    ['an oversized search', { search: 'x'.repeat(101) }, 'search'],
    [
      'a category cursor with a bad category',
      { cursor: encode({ pk: 'BRAND#b', sk: 'PRODUCT#p', category: 'weapons', gsi2sk: 'x' }) },
      'cursor',
    ],
  ])('%s', async (_name, query, field) => {
    const response = await page(query);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it("one listing's cursor is refused by another", async () => {
    // Two home products of this file (at least): a first page of one has a cursor.
    const home = await page({ category: 'home', limit: '1' });
    const cursor = home.body.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const queries: Record<string, string>[] = [{ cursor }, { cursor, category: 'toys' }];
    for (const query of queries) {
      const response = await page(query);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({
        cursor: 'This page link is not valid. Please start from the first page.',
      });
    }
    const whole = await page({ limit: '1' });
    const refused = await page({ cursor: whole.body.next_cursor, category: 'toys' });
    expect(refused.status).toBe(400);
  });
});
