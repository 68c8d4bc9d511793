/**
 * The creators' Brands directory, paged and searched on the server (spec 2.5): 'Search brands...'
 * matches brand name or description, case-insensitive; a cursor walks the matches exactly once by
 * name; the tiles come from counters kept in the same transactions that connect, disconnect and change
 * availability (checked exactly on a table of their own, where no other test file writes).
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, outputs, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';
import { scriptActor } from '../../../shared/audit/actor';

const testActor = scriptActor('brands directory test');

interface DirectoryBrand {
  id: string;
  brand_name: string;
  description: string | null;
  product_count: number;
}

const tag = `bq${randomUUID().replace(/-/g, '').slice(0, 8)}`;

let creatorToken: string;

const list = (query: Record<string, string>) =>
  api(`/creator/brands?${new URLSearchParams(query)}`, { token: creatorToken });

const walk = async (query: Record<string, string>) => {
  const pages: DirectoryBrand[][] = [];
  let cursor = '';
  do {
    const response = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body.brands);
    cursor = response.body.next_cursor ?? '';
    expect(pages.length).toBeLessThan(200);
  } while (cursor);
  return { pages, brands: pages.flat() };
};

const connected = async (name: string, description: string | null): Promise<TestBrand> => {
  const brand = await brandWithProducts(0);
  const account = await api('/brand/account', {
    ...json('PUT', { brand_name: name, ...(description ? { description } : {}) }),
    token: brand.token,
  });
  expect(account.status).toBe(200);
  const store = await api('/brand/store', {
    ...json('POST', { platform: 'other', store_url: `https://${randomUUID().slice(0, 12)}.example.com` }),
    token: brand.token,
  });
  expect(store.status).toBe(200);
  return brand;
};

describe('GET /api/creator/brands: paging and search', () => {
  const named: TestBrand[] = [];
  let described: TestBrand;

  beforeAll(async () => {
    creatorToken = (await signedUpUser('creator')).token;
    for (const letter of ['A', 'b', 'C', 'd']) named.push(await connected(`${letter} ${tag} Shop`, null));
    described = await connected(`Other ${randomUUID().slice(0, 6)}`, `We sell ${tag.toUpperCase()} goods`);
    // Not connected: never listed, whatever it matches.
    const unconnected = await brandWithProducts(0);
    await api('/brand/account', { ...json('PUT', { brand_name: `x ${tag}` }), token: unconnected.token });
  });

  it('a cursor walks every match exactly once, by name case-insensitively, pages within the limit', async () => {
    const { pages, brands } = await walk({ search: tag, limit: '2' });
    const ids = brands.map((brand) => brand.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...named.map((brand) => brand.brandId), described.brandId]);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(2);
  });

  it('matches the name or the description, case-insensitive', async () => {
    expect((await walk({ search: `B ${tag.toUpperCase()}` })).brands.map((b) => b.id)).toEqual([
      named[1]?.brandId,
    ]);
    expect((await walk({ search: `sell ${tag}` })).brands.map((b) => b.id)).toEqual([described.brandId]);
    expect((await walk({ search: `${tag}-nothing` })).brands).toEqual([]);
  });

  it('the tiles count the set the list shows: every connected store unsearched, unknown (null) when searching', async () => {
    const plain = await list({ limit: '1' });
    expect(plain.status).toBe(200);
    expect(plain.body.totals.brands).toBe(plain.body.totals.connected_stores);
    expect(plain.body.totals.connected_stores).toBeGreaterThanOrEqual(5);
    // Searching, no figure of the whole directory is offered beside the matches (the screen counts them).
    const searched = await list({ search: tag });
    expect(searched.body.totals).toEqual({ brands: null, connected_stores: null, products: null });
    expect(Object.keys(searched.body).sort()).toEqual(['brands', 'next_cursor', 'totals']);
  });

  it('bad input is a 400 naming the field', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const [query, field] of [
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ cursor: 'garbage!' }, 'cursor'],
      [{ cursor: encode({ pk: 'CREATOR#x', sk: 'CREATOR', gsi2pk: 'CREATORS', gsi2sk: 'x' }) }, 'cursor'],
      [{ limit: '49' }, 'limit'],
    ] as const) {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(Object.keys(response.body.error.fields)).toEqual([field]);
    }
  });
});

/**
 * The tiles' counters, exactly, on a private table (the shared one has other files' brands coming and
 * going): entity code and the route's own handler, against DynamoDB Local.
 */
describe('Connected Stores and Total Products counters', () => {
  const tableName = `directory-totals-${randomUUID().slice(0, 8)}`;
  let sharedTable: string;

  beforeAll(async () => {
    useCloudEnvironment();
    sharedTable = process.env.TABLE_NAME as string;
    const { ensureTable } = await import('../../../../infra/local/dynamodb-local');
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    process.env.TABLE_NAME = tableName;
  });

  afterAll(() => {
    process.env.TABLE_NAME = sharedTable;
  });

  const totals = async () => {
    const { handler } = await import('../../http/creator-brands');
    const result = (await handler(
      {
        version: '2.0',
        routeKey: 'GET /api/creator/brands',
        rawPath: '/api/creator/brands',
        rawQueryString: '',
        headers: {},
        queryStringParameters: {},
        isBase64Encoded: false,
        requestContext: {
          http: { method: 'GET', path: '/api/creator/brands', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' },
          authorizer: {
            jwt: { claims: { sub: 'c1', token_use: 'access', 'cognito:groups': '[creator]' }, scopes: [] },
          },
        },
      } as never,
      { awsRequestId: 't', getRemainingTimeInMillis: () => 10_000 } as unknown as Context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode, result.body).toBe(200);
    return JSON.parse(result.body).totals as { brands: number; connected_stores: number; products: number };
  };

  const entities = async () => ({
    ...(await import('../../create-brand-once')),
    ...(await import('../../entities/product')),
    ...(await import('../../update-product-settings')),
    ...(await import('../../upsert-imported-product')),
    ...(await import('../../write-against-availability')),
    ...(await import('../../update-brand')),
  });

  const brandWith = async (products: number) => {
    const { createBrandOnce, upsertImportedProduct, importedProductId } = await entities();
    const { brandId } = await createBrandOnce({ userId: randomUUID(), brandName: `T ${randomUUID()}` });
    if (!brandId) throw new Error('no brand');
    const productIds: string[] = [];
    for (let i = 0; i < products; i++) {
      await upsertImportedProduct(brandId, {
        shopifyProductId: String(i + 1),
        handle: `p${i}`,
        name: `P${i}`,
        description: '',
        priceCents: 100,
        category: 'other',
        imageUrl: null,
      });
      productIds.push(importedProductId(brandId, String(i + 1)));
    }
    return { brandId, productIds };
  };

  const connect = async (brandId: string) => {
    const { updateBrand } = await entities();
    await updateBrand(brandId, {
      store_connected: true,
      store_platform: 'other',
      shop_domain: `https://${randomUUID().slice(0, 10)}.example.com`,
    });
  };
  const disconnect = async (brandId: string) => {
    const { updateBrand } = await entities();
    await updateBrand(brandId, { store_connected: false, store_platform: null, shop_domain: null });
  };
  const setLive = async (brandId: string, productId: string, live: boolean) => {
    const { updateProductSettings } = await entities();
    await updateProductSettings(brandId, productId, { available_to_influencers: live }, testActor);
  };

  it('start at zero and follow connects, disconnects, toggles and deletes exactly', async () => {
    expect(await totals()).toEqual({ brands: 0, connected_stores: 0, products: 0 });
    const one = await brandWith(3);
    const two = await brandWith(2);
    // Products made live before the store is connected count once the store is.
    await setLive(one.brandId, one.productIds[0] as string, true);
    await setLive(one.brandId, one.productIds[1] as string, true);
    expect(await totals()).toEqual({ brands: 0, connected_stores: 0, products: 0 });
    await connect(one.brandId);
    expect(await totals()).toEqual({ brands: 1, connected_stores: 1, products: 2 });
    // Connecting again (another store) and toggling what is already set count nothing more.
    await connect(one.brandId);
    await setLive(one.brandId, one.productIds[0] as string, true);
    expect(await totals()).toEqual({ brands: 1, connected_stores: 1, products: 2 });

    await connect(two.brandId);
    await Promise.all([
      setLive(two.brandId, two.productIds[0] as string, true),
      setLive(two.brandId, two.productIds[0] as string, true),
      setLive(two.brandId, two.productIds[1] as string, true),
      setLive(one.brandId, one.productIds[2] as string, true),
    ]);
    expect(await totals()).toEqual({ brands: 2, connected_stores: 2, products: 5 });

    const { deleteProduct } = await entities();
    await deleteProduct(one.brandId, one.productIds[2] as string);
    await setLive(two.brandId, two.productIds[1] as string, false);
    expect(await totals()).toEqual({ brands: 2, connected_stores: 2, products: 3 });

    await disconnect(one.brandId);
    expect(await totals()).toEqual({ brands: 1, connected_stores: 1, products: 1 });
    // A disconnected brand's toggles do not count; reconnecting brings its live products back.
    await setLive(one.brandId, one.productIds[1] as string, false);
    expect(await totals()).toEqual({ brands: 1, connected_stores: 1, products: 1 });
    await connect(one.brandId);
    expect(await totals()).toEqual({ brands: 2, connected_stores: 2, products: 2 });
  });

  it('connects and toggles racing each other still add up', async () => {
    const before = await totals();
    const three = await brandWith(4);
    await Promise.all([
      connect(three.brandId),
      ...three.productIds.map((id) => setLive(three.brandId, id, true)),
    ]);
    expect(await totals()).toEqual({
      brands: before.brands + 1,
      connected_stores: before.connected_stores + 1,
      products: before.products + 4,
    });
  });

  it('a table written before the counters were kept is counted once, then kept', async () => {
    const expected = await totals();
    const { DeleteCommand } = await import('../../../shared/data/dynamodb/commands');
    const { db } = await import('../../../shared/data/client');
    const { brandDirectoryStats } = await import('../../entities/brand-directory-stats');
    await db.send(new DeleteCommand({ TableName: tableName, Key: brandDirectoryStats.get({}).params().Key }));
    expect(await totals()).toEqual(expected);
    const four = await brandWith(1);
    await setLive(four.brandId, four.productIds[0] as string, true);
    await connect(four.brandId);
    expect(await totals()).toEqual({
      brands: expected.brands + 1,
      connected_stores: expected.connected_stores + 1,
      products: expected.products + 1,
    });
  });
});
