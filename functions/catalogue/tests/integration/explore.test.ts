/**
 * Explore's products (spec 2.3) and the creator's Brands directory and brand profile (spec 2.5):
 * only available products are listed (pausing removes one at once), pages walk without duplicates with
 * ONE Query per page, only brands with a connected store are in the directory with the number of
 * products they made available, and the profile's contact form and sample requests reach the brand.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';

interface ExploreProduct {
  id: string;
  name: string;
  price_cents: number;
  commission_percentage: number;
  earn_per_sale_cents: number;
  brand: { id: string; brand_name: string; logo_url: string | null };
}

interface DirectoryBrand {
  id: string;
  brand_name: string;
  product_count: number;
}

const call = (method: string, path: string, token?: string, body?: unknown) =>
  api(path, {
    method,
    token,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

const settings = (brand: TestBrand, productId: string, body: Record<string, unknown>) =>
  call('PATCH', `/brand/products/${productId}/settings`, brand.token, body);

const setAvailable = async (brand: TestBrand, productId: string, available: boolean) =>
  expect((await settings(brand, productId, { available_to_influencers: available })).status).toBe(200);

/** The store of one test brand: one store belongs to one brand, so every brand gets its own domain. */
const storeUrlOf = (brand: TestBrand) => `https://shop-${brand.brandId.slice(-10).toLowerCase()}.example.com`;

/** A brand whose store is connected (platform 'other'), with a name of its own. */
const connectedBrand = async (productCount: number, name: string): Promise<TestBrand> => {
  const brand = await brandWithProducts(productCount);
  expect((await call('PUT', '/brand/account', brand.token, { brand_name: name })).status).toBe(200);
  const connect = await call('POST', '/brand/store', brand.token, {
    platform: 'other',
    store_url: storeUrlOf(brand),
  });
  expect(connect.status).toBe(200);
  return brand;
};

/** Every Explore product, following next_cursor to the end. */
const walkExplore = async (limit = 48, token?: string) => {
  const pages: ExploreProduct[][] = [];
  let cursor: string | null = '';
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await call('GET', `/explore/products?${query}`, token);
    expect(response.status).toBe(200);
    pages.push(response.body.products);
    cursor = response.body.next_cursor;
    expect(pages.length).toBeLessThan(500);
  } while (cursor);
  return { pages, products: pages.flat() };
};

const exploreIds = async () => (await walkExplore()).products.map((product) => product.id);

/** The whole Brands directory, page by page ('Load more'), with the totals of the first page. */
const directory = async (token: string) => {
  const brands: DirectoryBrand[] = [];
  let totals: { brands: number; connected_stores: number; products: number } | undefined;
  let cursor = '';
  do {
    const response = await call('GET', `/creator/brands?limit=48${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(response.status).toBe(200);
    brands.push(...response.body.brands);
    totals ??= response.body.totals;
    cursor = response.body.next_cursor ?? '';
  } while (cursor);
  return { brands, totals: totals as NonNullable<typeof totals> };
};

const directoryEntry = async (token: string, brandId: string) =>
  (await directory(token)).brands.find((brand) => brand.id === brandId);

const onboardedCreatorToken = async () => {
  const { token } = await signedUpUser('creator');
  const username = `mkt_${randomUUID().slice(0, 8)}`;
  expect((await call('PUT', '/creator/onboarding/profile', token, { username, bio: 'Hello' })).status).toBe(
    200,
  );
  expect((await call('POST', '/creator/onboarding/complete', token)).status).toBe(200);
  return { token, username };
};

let creator: { token: string; username: string };

beforeAll(async () => {
  creator = await onboardedCreatorToken();
});

describe('GET /api/explore/products', () => {
  let brand: TestBrand;
  let live: string[];
  let paused: string;
  const brandName = `Explore Goods ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    brand = await connectedBrand(4, brandName);
    const [p0, p1, p2, p3] = brand.productIds as [string, string, string, string];
    live = [p0, p1, p2];
    paused = p3;
    // Prices are 1000, 1250, 1500, 1750 cents (tests/support/brand.ts).
    await settings(brand, p0, { available_to_influencers: true });
    await settings(brand, p1, { available_to_influencers: true, commission_percentage: 12.5 });
    await settings(brand, p2, { available_to_influencers: true, commission_percentage: 33.33 });
  });

  it('is public, cacheable, and lists only available products with brand, commission and earnings', async () => {
    const first = await call('GET', '/explore/products');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(Object.keys(first.body).sort()).toEqual(['next_cursor', 'products']);
    expect(Array.isArray(first.body.products)).toBe(true);

    const ours = (await walkExplore()).products.filter((product) => product.brand.id === brand.brandId);
    expect(ours.map((product) => product.id).sort()).toEqual([...live].sort());
    expect(ours.map((product) => product.id)).not.toContain(paused);
    const byId = new Map(ours.map((product) => [product.id, product]));
    expect(byId.get(live[0] as string)).toMatchObject({
      price_cents: 1000,
      commission_percentage: 10,
      earn_per_sale_cents: 100,
      brand: { id: brand.brandId, brand_name: brandName, logo_url: null },
    });
    expect(byId.get(live[1] as string)).toMatchObject({
      commission_percentage: 12.5,
      earn_per_sale_cents: 156,
    });
    // 1500 × 33.33 / 100 = 499.95 → 500 cents.
    expect(byId.get(live[2] as string)).toMatchObject({
      commission_percentage: 33.33,
      earn_per_sale_cents: 500,
    });
    expect(Object.keys(byId.get(live[0] as string) ?? {}).sort()).toEqual(
      [
        'brand',
        'category',
        'commission_percentage',
        'description',
        'earn_per_sale_cents',
        'id',
        'image_url',
        'name',
        // Issue 21: an announced commission cut and its date (null: none).
        'pending_rate',
        'price_cents',
      ].sort(),
    );
  });

  it('works the same for a signed-in creator and brand', async () => {
    for (const token of [creator.token, brand.token]) {
      const ids = (await walkExplore(48, token)).products.map((product) => product.id);
      expect(ids).toEqual(expect.arrayContaining(live));
    }
  });

  it('pausing removes a product at once; going live brings it back', async () => {
    const target = live[0] as string;
    await setAvailable(brand, target, false);
    expect(await exploreIds()).not.toContain(target);
    await setAvailable(brand, target, true);
    expect(await exploreIds()).toContain(target);
    await setAvailable(brand, paused, true);
    expect(await exploreIds()).toContain(paused);
    await setAvailable(brand, paused, false);
    expect(await exploreIds()).not.toContain(paused);
  });

  it('a product edit and a brand rename show at once (brand names are not copied onto products)', async () => {
    const renamed = `${brandName} Renamed`;
    expect((await call('PUT', '/brand/account', brand.token, { brand_name: renamed })).status).toBe(200);
    expect(
      (
        await call('PATCH', `/brand/products/${live[1]}`, brand.token, {
          name: 'Edited name',
          price_cents: 2000,
        })
      ).status,
    ).toBe(200);
    const ours = (await walkExplore()).products.filter((product) => product.brand.id === brand.brandId);
    expect(new Set(ours.map((product) => product.brand.brand_name))).toEqual(new Set([renamed]));
    expect(ours.find((product) => product.id === live[1])).toMatchObject({
      name: 'Edited name',
      price_cents: 2000,
      earn_per_sale_cents: 250,
    });
  });

  it('deleting an available product removes it from Explore', async () => {
    const extra = await connectedBrand(1, `Short-lived ${randomUUID().slice(0, 6)}`);
    const id = extra.productIds[0] as string;
    await setAvailable(extra, id, true);
    expect(await exploreIds()).toContain(id);
    expect((await call('DELETE', `/brand/products/${id}`, extra.token)).status).toBe(204);
    expect(await exploreIds()).not.toContain(id);
  });

  it('pages of 2 walk the whole listing without duplicates; only the last page has no cursor', async () => {
    const { pages, products } = await walkExplore(2);
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(live));
    expect(ids).not.toContain(paused);
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(2);
    // No empty trailing page, even when the total is a multiple of the page size.
    expect(pages.at(-1)?.length).toBeGreaterThan(0);
    expect(pages.at(-1)?.length).toBeLessThanOrEqual(2);
    // The same listing as one big page (nothing was changed in between by this file).
    const whole = (await walkExplore(48)).products.map((product) => product.id);
    expect(ids.filter((id) => whole.includes(id))).toEqual(whole.filter((id) => ids.includes(id)));
  });

  it('newest first: a product made available later but created earlier keeps its place by creation', async () => {
    const newer = await connectedBrand(1, `Newest ${randomUUID().slice(0, 6)}`);
    const id = newer.productIds[0] as string;
    await setAvailable(newer, id, true);
    const ids = (await walkExplore(48)).products.map((product) => product.id);
    // Created after every product of the first brand, so it comes before all of them.
    expect(ids.indexOf(id)).toBeLessThan(Math.min(...live.map((productId) => ids.indexOf(productId))));
  });
});

describe('one Query per Explore page (DynamoDB calls counted in-process)', () => {
  it('each page is exactly one Query and one BatchGetItem, whatever the page size', async () => {
    useCloudEnvironment();
    const { db } = await import('../../../shared/data/client');
    const { handler } = await import('../../http/explore');
    let calls: string[] = [];
    db.watch((call) => {
      calls.push(`${call.operation}Command`);
    });
    const lambdaContext = {
      awsRequestId: 'test',
      getRemainingTimeInMillis: () => 10_000,
    } as unknown as Context;
    const page = async (limit: number, cursor?: string) => {
      calls = [];
      const result = (await handler(
        {
          version: '2.0',
          routeKey: 'GET /api/explore/products',
          rawPath: '/api/explore/products',
          rawQueryString: '',
          headers: {},
          queryStringParameters: { limit: String(limit), ...(cursor ? { cursor } : {}) },
          isBase64Encoded: false,
          requestContext: {
            http: {
              method: 'GET',
              path: '/api/explore/products',
              protocol: 'HTTP/1.1',
              sourceIp: '127.0.0.1',
            },
          },
        } as never,
        lambdaContext,
      )) as { statusCode: number; body: string };
      expect(result.statusCode).toBe(200);
      return { body: JSON.parse(result.body) as { products: unknown[]; next_cursor: string | null }, calls };
    };

    for (const limit of [1, 3, 48]) {
      let cursor: string | undefined;
      let pages = 0;
      do {
        const { body, calls: made } = await page(limit, cursor);
        expect(body.products.length).toBeGreaterThan(0);
        expect(body.products.length).toBeLessThanOrEqual(limit);
        expect(made).toEqual(['QueryCommand', 'BatchGetItemCommand']);
        cursor = body.next_cursor ?? undefined;
        pages++;
      } while (cursor && pages < 5);
      expect(pages).toBeGreaterThan(0);
    }
  });
});

describe('Brands directory', () => {
  it('lists only brands with a connected store, with the count of available products and totals', async () => {
    const connected = await connectedBrand(3, `Connected ${randomUUID().slice(0, 6)}`);
    const [p0, p1] = connected.productIds as [string, string];
    await setAvailable(connected, p0, true);
    await setAvailable(connected, p1, true);
    const unconnected = await brandWithProducts(1);
    await setAvailable(unconnected, unconnected.productIds[0] as string, true);

    const { brands, totals } = await directory(creator.token);
    const entry = brands.find((brand) => brand.id === connected.brandId);
    expect(entry).toEqual({
      id: connected.brandId,
      brand_name: expect.stringMatching(/^Connected /),
      logo_url: null,
      description: null,
      mission_statement: null,
      website: null,
      product_count: 2,
      // A brand that never chose (issue 21): anyone can promote.
      program_mode: 'open',
    });
    expect(brands.map((brand) => brand.id)).not.toContain(unconnected.brandId);
    // Unsearched, Total Brands is every connected store. (Other files connect brands meanwhile: the
    // exact counts are checked on a table of their own in brands-directory-paging.test.ts.)
    expect(totals.brands).toBe(totals.connected_stores);
    expect(totals.connected_stores).toBeGreaterThanOrEqual(1);
    expect(totals.products).toBeGreaterThanOrEqual(2);
    // No store secrets or internals in the listing.
    expect(JSON.stringify(brands)).not.toMatch(/token|sealed|gsi|user_id|available_product_count/);
  });

  it('availability toggles, double toggles and deletes keep the product count exact', async () => {
    const brand = await connectedBrand(4, `Counter ${randomUUID().slice(0, 6)}`);
    const [p0, p1, p2, p3] = brand.productIds as [string, string, string, string];
    const count = async () => (await directoryEntry(creator.token, brand.brandId))?.product_count;
    expect(await count()).toBe(0);

    await setAvailable(brand, p0, true);
    await setAvailable(brand, p1, true);
    expect(await count()).toBe(2);

    // The same toggle twice at once (two tabs): counted once.
    const twice = await Promise.all([
      settings(brand, p2, { available_to_influencers: true }),
      settings(brand, p2, { available_to_influencers: true }),
    ]);
    expect(twice.map((response) => response.status)).toEqual([200, 200]);
    expect(await count()).toBe(3);
    // Setting what is already set, or other settings, changes nothing.
    await setAvailable(brand, p2, true);
    expect((await settings(brand, p2, { commission_percentage: 20 })).status).toBe(200);
    expect(
      (await call('PUT', '/brand/products/commission', brand.token, { commission_percentage: 15 })).status,
    ).toBe(200);
    expect(await count()).toBe(3);

    const pauseTwice = await Promise.all([
      settings(brand, p1, { available_to_influencers: false }),
      settings(brand, p1, { available_to_influencers: false }),
    ]);
    expect(pauseTwice.map((response) => response.status)).toEqual([200, 200]);
    expect(await count()).toBe(2);

    expect((await call('DELETE', `/brand/products/${p0}`, brand.token)).status).toBe(204); // available
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/brand/products/${p3}`, brand.token)).status).toBe(204); // paused
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/brand/products/${p3}`, brand.token)).status).toBe(404);
    expect(await count()).toBe(1);
  });

  it('disconnecting the store removes the brand; reconnecting brings it back with its count', async () => {
    const brand = await connectedBrand(1, `Disconnect ${randomUUID().slice(0, 6)}`);
    await setAvailable(brand, brand.productIds[0] as string, true);
    expect((await directoryEntry(creator.token, brand.brandId))?.product_count).toBe(1);

    expect((await call('DELETE', '/brand/store', brand.token)).status).toBe(200);
    expect(await directoryEntry(creator.token, brand.brandId)).toBeUndefined();
    expect((await call('GET', `/creator/brands/${brand.brandId}`, creator.token)).status).toBe(404);

    expect(
      (
        await call('POST', '/brand/store', brand.token, {
          platform: 'woocommerce',
          store_url: `shop-${randomUUID().slice(0, 8)}.example.org`,
        })
      ).status,
    ).toBe(200);
    expect(await directoryEntry(creator.token, brand.brandId)).toMatchObject({ product_count: 1 });
  });

  it('is sorted by name, case-insensitively, and a rename moves the brand', async () => {
    const tag = randomUUID().slice(0, 6);
    const alpha = await connectedBrand(0, `aaa ${tag}`);
    const zulu = await connectedBrand(0, `ZZZ ${tag}`);
    const order = async () => {
      const ids = (await directory(creator.token)).brands.map((brand) => brand.id);
      return ids.indexOf(alpha.brandId) < ids.indexOf(zulu.brandId) ? 'alpha first' : 'zulu first';
    };
    expect(await order()).toBe('alpha first');
    expect((await call('PUT', '/brand/account', alpha.token, { brand_name: `zzzz ${tag}` })).status).toBe(
      200,
    );
    expect(await order()).toBe('zulu first');
    expect(await directoryEntry(creator.token, alpha.brandId)).toMatchObject({ brand_name: `zzzz ${tag}` });
  });
});

describe('Brand profile', () => {
  let brand: TestBrand;
  let available: string;
  let pausedId: string;
  let notEligible: string;

  beforeAll(async () => {
    brand = await connectedBrand(3, `Profile ${randomUUID().slice(0, 6)}`);
    [available, pausedId, notEligible] = brand.productIds as [string, string, string];
    await settings(brand, available, {
      available_to_influencers: true,
      sample_eligible: true,
      sample_available: true,
      sample_credits: 50,
      promotional_guidelines: 'Show it in daylight',
    });
    await settings(brand, notEligible, { available_to_influencers: true });
    await call('PUT', '/brand/account', brand.token, {
      brand_name: 'Profile Brand',
      website: 'https://profile.example.com',
      mission_statement: 'Good things',
      why_work_with_us: 'We pay well',
      social_media_links: { instagram: 'https://instagram.com/profile' },
    });
  });

  it('shows the brand and only its available products; no UGC opportunities yet', async () => {
    const response = await call('GET', `/creator/brands/${brand.brandId}`, creator.token);
    expect(response.status).toBe(200);
    expect(response.body.brand).toEqual({
      id: brand.brandId,
      brand_name: 'Profile Brand',
      logo_url: null,
      website: 'https://profile.example.com',
      description: null,
      mission_statement: 'Good things',
      why_work_with_us: 'We pay well',
      social_media_links: { instagram: 'https://instagram.com/profile' },
      store_connected: true,
      store_platform: 'other',
      shop_domain: storeUrlOf(brand),
      program_mode: 'open',
    });
    expect(response.body.products.map((product: { id: string }) => product.id).sort()).toEqual(
      [available, notEligible].sort(),
    );
    expect(response.body.products.find((product: { id: string }) => product.id === available)).toEqual({
      id: available,
      name: 'Test product 1',
      description: 'A product for tests',
      price_cents: 1000,
      category: 'beauty',
      image_url: null,
      shopify_product_handle: expect.any(String),
      commission_percentage: 10,
      pending_rate: null,
      sample_eligible: true,
      sample_available: true,
      sample_credits: 50,
      promotional_guidelines: 'Show it in daylight',
    });
    // Content opportunities are the brand's open UGC requests, from their own route (creator-ugc).
    expect(response.body).not.toHaveProperty('content_opportunities');
  });

  it('an unknown brand and a brand without a connected store are 404 Brand not found', async () => {
    const unconnected = await brandWithProducts(0);
    for (const id of ['br_unknown', unconnected.brandId]) {
      const response = await call('GET', `/creator/brands/${id}`, creator.token);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Brand not found');
    }
  });

  it("messages reach the brand's inbox, newest first, with the sender", async () => {
    const first = await call('POST', `/creator/brands/${brand.brandId}/messages`, creator.token, {
      subject: '  Collab?  ',
      message: 'I love your products.',
    });
    expect(first.status).toBe(201);
    const second = await call('POST', `/creator/brands/${brand.brandId}/messages`, creator.token, {
      subject: 'Follow-up',
      message: 'Any news?',
    });
    expect(second.status).toBe(201);
    expect(first.body.message).toEqual({
      id: expect.any(String),
      brand_id: brand.brandId,
      creator_id: expect.any(String),
      creator_username: creator.username,
      subject: 'Collab?',
      message: 'I love your products.',
      created_at: expect.any(String),
    });
    // Issue 21: the messages are the creator's thread with the brand, newest first.
    const thread = await call('GET', `/brand/threads/${first.body.message.creator_id}`, brand.token);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toHaveLength(2);
    expect(thread.body.messages[0]).toMatchObject({ id: second.body.message.id, subject: 'Follow-up' });
    expect(thread.body.messages[1]).toEqual({
      id: first.body.message.id,
      sender: 'creator',
      subject: 'Collab?',
      body: 'I love your products.',
      created_at: expect.any(String),
    });
  });

  it('a creator who has not finished onboarding cannot message or request samples (403)', async () => {
    const { token } = await signedUpUser('creator');
    const message = await call('POST', `/creator/brands/${brand.brandId}/messages`, token, {
      subject: 'Hi',
      message: 'Hello',
    });
    const sample = await call(
      'POST',
      `/creator/brands/${brand.brandId}/products/${available}/sample-requests`,
      token,
      {},
    );
    for (const response of [message, sample]) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('Please complete your influencer profile first');
    }
    expect((await call('GET', '/brand/threads', brand.token)).body.threads).toHaveLength(1);
  });

  it('a sample request is stored once per creator and product, also when sent twice at once', async () => {
    const other = await onboardedCreatorToken();
    const path = `/creator/brands/${brand.brandId}/products/${available}/sample-requests`;
    const responses = await Promise.all([
      call('POST', path, other.token, { message: 'Please!' }),
      call('POST', path, other.token, { message: 'Please!' }),
    ]);
    // Issue 34: the second answers the first (200), not a 409.
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    const created = responses.find((response) => response.status === 201);
    expect(responses.find((response) => response.status === 200)?.body.sample_request).toEqual(
      created?.body.sample_request,
    );
    expect(created?.body.sample_request).toMatchObject({
      brand_id: brand.brandId,
      product_id: available,
      creator_username: other.username,
      message: 'Please!',
      status: 'pending',
    });
    const again = await call('POST', path, other.token, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: false, sample_request: created?.body.sample_request });
    // Another creator may still ask for the same product.
    expect((await call('POST', path, creator.token, {})).status).toBe(201);
  });

  it('samples only of available, sample-eligible products of that brand', async () => {
    const base = `/creator/brands/${brand.brandId}/products`;
    const paused = await call('POST', `${base}/${pausedId}/sample-requests`, creator.token, {});
    expect(paused.status).toBe(404);
    expect(paused.body.error.message).toBe('Product not found');
    const ineligible = await call('POST', `${base}/${notEligible}/sample-requests`, creator.token, {});
    expect(ineligible.status).toBe(409);
    expect(ineligible.body.error.message).toBe('This product is not eligible for samples');
    // Another brand's product addressed under this brand is not found.
    const elsewhere = await connectedBrand(1, `Elsewhere ${randomUUID().slice(0, 6)}`);
    const foreignProduct = elsewhere.productIds[0] as string;
    await settings(elsewhere, foreignProduct, { available_to_influencers: true, sample_eligible: true });
    const foreign = await call('POST', `${base}/${foreignProduct}/sample-requests`, creator.token, {});
    expect(foreign.status).toBe(404);
  });
});
