/**
 * Issue 34: the creators' Brands directory filtered by category and by a minimum commission, served by
 * Queries of the available products (Explore's indexes) and their brands. Other test files add brands
 * and products at the same time, so every listing here also searches for this file's tag.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedUpUser } from '../../../../tests/support/cloud';
import { brandWithLiveProducts, json } from '../../../../tests/support/partnership';

const tag = `bf${randomUUID().replace(/-/g, '').slice(0, 8)}`;
let creatorToken: string;
const ids: Record<'toysHigh' | 'toysLow' | 'booksHigh', string> = {
  toysHigh: '',
  toysLow: '',
  booksHigh: '',
};

const brandWith = async (name: string, category: string, commission: number | null) => {
  const brand = await brandWithLiveProducts(1);
  expect(
    (await api('/brand/account', { ...json('PUT', { brand_name: `${tag} ${name}` }), token: brand.token }))
      .status,
  ).toBe(200);
  const productId = brand.liveProductIds[0] as string;
  const details = await api(`/brand/products/${productId}`, {
    ...json('PATCH', { category }),
    token: brand.token,
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  if (commission !== null) {
    const settings = await api(`/brand/products/${productId}/settings`, {
      ...json('PATCH', { commission_percentage: commission }),
      token: brand.token,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  }
  return brand.brandId;
};

/** Every page of one listing: the brands' ids, each once (a brand can show again on a later page). */
const walk = async (query: Record<string, string>) => {
  const seen: string[] = [];
  let cursor = '';
  let pages = 0;
  do {
    const params = new URLSearchParams({ search: tag, limit: '2', ...query, ...(cursor ? { cursor } : {}) });
    const response = await api(`/creator/brands?${params}`, { token: creatorToken });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.totals).toEqual({ brands: null, connected_stores: null, products: null });
    for (const brand of response.body.brands as { id: string }[])
      if (!seen.includes(brand.id)) seen.push(brand.id);
    cursor = response.body.next_cursor ?? '';
    expect(++pages).toBeLessThan(500);
  } while (cursor);
  return seen.sort();
};

beforeAll(async () => {
  const [creator, toysHigh, toysLow, booksHigh] = await Promise.all([
    signedUpUser('creator'),
    brandWith('Toy Castle', 'toys', 35),
    brandWith('Toy Barn', 'toys', null),
    brandWith('Book Nook', 'books', 40),
  ]);
  creatorToken = creator.token;
  Object.assign(ids, { toysHigh, toysLow, booksHigh });
}, 120_000);

describe('GET /api/creator/brands: category and commission (issue 34)', () => {
  it('by category: the brands with an available product in it', async () => {
    expect(await walk({ category: 'toys' })).toEqual([ids.toysHigh, ids.toysLow].sort());
    expect(await walk({ category: 'books' })).toEqual([ids.booksHigh]);
    expect(await walk({ category: 'food' })).toEqual([]);
  }, 60_000);

  it('by minimum commission, alone or with a category', async () => {
    expect(await walk({ min_commission: '30' })).toEqual([ids.toysHigh, ids.booksHigh].sort());
    expect(await walk({ category: 'toys', min_commission: '30' })).toEqual([ids.toysHigh]);
    expect(await walk({ min_commission: '41' })).toEqual([]);
  }, 60_000);

  it.each([
    [{ category: 'knitting' }, 'category'],
    [{ min_commission: '101' }, 'min_commission'],
    [{ min_commission: 'lots' }, 'min_commission'],
  ])('bad input %j is 400 at the field', async (query, field) => {
    const response = await api(`/creator/brands?${new URLSearchParams(query)}`, { token: creatorToken });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty(field);
  });

  it('a cursor of the unfiltered directory is refused by a filtered listing', async () => {
    const first = await api(`/creator/brands?${new URLSearchParams({ limit: '1' })}`, {
      token: creatorToken,
    });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const other = await api(
      `/creator/brands?${new URLSearchParams({ category: 'toys', cursor: first.body.next_cursor })}`,
      { token: creatorToken },
    );
    expect(other.status).toBe(400);
  });
});
