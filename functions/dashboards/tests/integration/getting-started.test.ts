/**
 * Issue 34, "from sign-up to first sale": the dashboards' getting-started lists, over the wire. A new
 * brand and a new creator walk every step through the product's own routes (the store through the demo
 * Shopify's OAuth, an import, availability, a commission, an approval, a person's click, a signed
 * orders/paid delivery); after each, the dashboard shows exactly the steps done so far. Another brand and
 * another creator, signed up beside them, stay at nothing done throughout. A dismissal is remembered for
 * that user only.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api, eventually, outputs, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { approvedApplication, json, onboardedCreator } from '../../../../tests/support/partnership';
import { deliver, orderPayload, productsOf, type StoreProduct } from '../../../../tests/support/sales';
import { BROWSER_UA, connectStore } from '../../../../tests/support/shopify-connect';

type Checklist = { steps: { step: string; done: boolean }[] } | null;

const brandChecklist = async (token: string): Promise<Checklist> => {
  const response = await api('/brand/dashboard', { token });
  expect(response.status).toBe(200);
  return response.body.checklist;
};

const creatorChecklist = async (token: string): Promise<Checklist> => {
  const response = await api('/creator/dashboard', { token });
  expect(response.status).toBe(200);
  return response.body.checklist;
};

/**
 * The DynamoDB calls of one brand dashboard request, made in this process as API Gateway would invoke the
 * handler (warm: the user's brand is remembered after a first request, as a warm Lambda's is).
 */
const brandDashboardReads = async (token: string): Promise<string[]> => {
  const sub = (await api('/me', { token })).body.id as string;
  const { handler } = await import('../../http/brand-dashboard');
  const { db } = await import('../../../shared/data/client');
  const event = {
    version: '2.0',
    routeKey: 'GET /api/brand/dashboard',
    rawPath: '/api/brand/dashboard',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'GET',
        path: '/api/brand/dashboard',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 't',
      },
      authorizer: { jwt: { claims: { sub, token_use: 'access', 'cognito:groups': '[brand]' }, scopes: [] } },
    },
  } as never;
  const context = { awsRequestId: 'count' } as never;
  await handler(event, context);
  const calls: string[] = [];
  const stop = db.watch((call) => calls.push(call.operation));
  try {
    const result = (await handler(event, context)) as { statusCode: number };
    expect(result.statusCode).toBe(200);
  } finally {
    stop();
  }
  return calls;
};

const countOf = (calls: string[], operation: string) => calls.filter((call) => call === operation).length;

/** The steps done, in the list's order. */
const done = (checklist: Checklist) => checklist?.steps.filter((s) => s.done).map((s) => s.step);

const brandSteps = ['connect_store', 'products_live', 'commissions_set', 'creator_partnered', 'first_sale'];
const creatorSteps = [
  'profile_complete',
  'storefront_ready',
  'first_application',
  'first_link_shared',
  'first_sale',
];

/** Another brand and creator's lists: nothing done, every step listed (never ticked by someone else's data). */
const expectUntouched = async (other: { brandToken: string; creatorToken: string }) => {
  const brand = await brandChecklist(other.brandToken);
  expect(brand?.steps.map((s) => s.step)).toEqual(brandSteps);
  expect(done(brand)).toEqual([]);
  const creator = await creatorChecklist(other.creatorToken);
  expect(creator?.steps.map((s) => s.step)).toEqual(creatorSteps);
  expect(done(creator)).toEqual([]);
};

describe('getting started, step by step', () => {
  let brand: Awaited<ReturnType<typeof brandWithProducts>>;
  let creator: Awaited<ReturnType<typeof onboardedCreator>>;
  let other: { brandToken: string; creatorToken: string };
  const shop = `start-${randomUUID().slice(0, 8)}-sells-12.myshopify.com`;
  let product: StoreProduct;
  let code: string;

  beforeAll(async () => {
    useCloudEnvironment();
    const [signedUpBrand, otherBrand, otherCreator] = await Promise.all([
      brandWithProducts(0),
      brandWithProducts(0),
      signedUpUser('creator'),
    ]);
    brand = signedUpBrand;
    other = { brandToken: otherBrand.token, creatorToken: otherCreator.token };
  }, 90_000);

  it("a new brand's list has every step to do, and so has a new creator's before onboarding", async () => {
    expect(await brandChecklist(brand.token)).toEqual({
      steps: brandSteps.map((step) => ({ step, done: false })),
    });
    await expectUntouched(other);
  });

  it('connecting the store through the demo Shopify ticks the first step only', async () => {
    await connectStore(brand.token, shop);
    expect(done(await brandChecklist(brand.token))).toEqual(['connect_store']);
    const started = await api('/brand/products/import', { ...json('POST'), token: brand.token });
    await eventually(async () => {
      const { body } = await api(`/brand/products/import/${started.body.job.id}`, { token: brand.token });
      return body.job.status === 'succeeded' ? true : undefined;
    }, 90_000);
    // Imported products carry the default rate and are paused: neither step is done by the import.
    expect(done(await brandChecklist(brand.token))).toEqual(['connect_store']);
  }, 120_000);

  it('a product made available ticks "products live"; a commission the brand sets ticks its step', async () => {
    [product] = (await productsOf({ ...brand, shop, liveProductIds: [] })) as [StoreProduct];
    const live = await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
    expect(live.status).toBe(200);
    expect(done(await brandChecklist(brand.token))).toEqual(['connect_store', 'products_live']);
    const rate = await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { commission_percentage: 15 }),
      token: brand.token,
    });
    expect(rate.status).toBe(200);
    expect(done(await brandChecklist(brand.token))).toEqual([
      'connect_store',
      'products_live',
      'commissions_set',
    ]);
    await expectUntouched(other);
  });

  it('a creator who completes the profile, applies, is approved and fills a storefront ticks three steps', async () => {
    creator = await onboardedCreator();
    // Onboarded with a bio and a handle, but no avatar, niche or audience band yet: not complete.
    expect(done(await creatorChecklist(creator.token))).toEqual([]);
    const profile = await api('/creator/profile', {
      ...json('PUT', {
        username: creator.creator.username,
        bio: 'Skincare reviews, every week',
        avatar_url: 'https://images.example.com/avatar.png',
        instagram_handle: creator.creator.username,
        niches: ['beauty'],
        audience_band: '10k_100k',
      }),
      token: creator.token,
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(done(await creatorChecklist(creator.token))).toEqual(['profile_complete']);

    await approvedApplication(brand, creator.token, product.id);
    expect(done(await creatorChecklist(creator.token))).toEqual(['profile_complete', 'first_application']);
    expect(done(await brandChecklist(brand.token))).toEqual([
      'connect_store',
      'products_live',
      'commissions_set',
      'creator_partnered',
    ]);

    // The approval's link is made by a consumer of ApplicationApproved.
    code = await eventually(async () => {
      const { body } = await api('/creator/campaigns', { token: creator.token });
      return (body.links as { product_id: string; referral_code: string }[]).find(
        (link) => link.product_id === product.id,
      )?.referral_code;
    });
    const added = await api('/creator/storefront/products', {
      ...json('POST', { product_id: product.id }),
      token: creator.token,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(done(await creatorChecklist(creator.token))).toEqual([
      'profile_complete',
      'storefront_ready',
      'first_application',
    ]);
    await expectUntouched(other);
  }, 60_000);

  it('a person\'s click on the link ticks "first link shared"; a sale ends both lists', async () => {
    const click = await fetch(`${outputs().WebUrl}/r/${code}`, {
      headers: { 'user-agent': BROWSER_UA },
      redirect: 'manual',
    });
    expect(click.status).toBe(302);
    // People's clicks reach the creator's totals through the stream's aggregator.
    await eventually(async () =>
      done(await creatorChecklist(creator.token))?.includes('first_link_shared') ? true : undefined,
    );
    expect(done(await creatorChecklist(creator.token))).toEqual(creatorSteps.slice(0, 4));

    await deliver('orders/paid', shop, orderPayload({ ref: code, lines: [{ product, quantity: 1 }] }));
    // A brand with live products and a sale, and a creator with a sale, are past getting started.
    await eventually(async () => ((await brandChecklist(brand.token)) === null ? true : undefined));
    expect(await creatorChecklist(creator.token)).toBeNull();
    await expectUntouched(other);

    // The list costs a selling brand's dashboard no read; a new brand's, one GetItem (the dismissal) and
    // two Queries (a rate set, an invitation sent), each stopping at one item. Never a Scan.
    const selling = await brandDashboardReads(brand.token);
    const fresh = await brandDashboardReads(other.brandToken);
    for (const calls of [selling, fresh])
      expect(
        calls.every((call) => ['GetItem', 'Query', 'BatchGetItem'].includes(call)),
        calls.join(),
      ).toBe(true);
    expect(countOf(fresh, 'GetItem') - countOf(selling, 'GetItem')).toBe(1);
    expect(countOf(fresh, 'Query') - countOf(selling, 'Query')).toBe(2);
  }, 60_000);

  it('a brand that sold but has no live product any more sees its list again, the sale ticked', async () => {
    const paused = await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { available_to_influencers: false }),
      token: brand.token,
    });
    expect(paused.status).toBe(200);
    expect(done(await brandChecklist(brand.token))).toEqual([
      'connect_store',
      'commissions_set',
      'creator_partnered',
      'first_sale',
    ]);
  });
});

describe('an invitation ticks the creator step', () => {
  it('a brand that invited a creator (not yet accepted) has done "invite or approve a creator"', async () => {
    useCloudEnvironment();
    const brand = await brandWithProducts(1);
    await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token });
    const [productId] = brand.productIds as [string];
    await api(`/brand/products/${productId}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
    const { creator } = await onboardedCreator();
    expect(done(await brandChecklist(brand.token))).toEqual(['connect_store', 'products_live']);
    const invited = await api('/brand/invitations', {
      ...json('POST', { creator_id: creator.id, product_ids: [productId] }),
      token: brand.token,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(done(await brandChecklist(brand.token))).toEqual([
      'connect_store',
      'products_live',
      'creator_partnered',
    ]);
  }, 60_000);
});

describe('dismissing the list', () => {
  it('is remembered on the server for that user only, and each role dismisses only its own', async () => {
    useCloudEnvironment();
    const [brand, otherBrand, creator] = await Promise.all([
      brandWithProducts(0),
      brandWithProducts(0),
      signedUpUser('creator'),
    ]);
    // A creator cannot use the brand's route, nor a brand the creator's.
    expect(
      (await api('/brand/dashboard/checklist/dismiss', { ...json('POST'), token: creator.token })).status,
    ).toBe(403);
    expect(
      (await api('/creator/dashboard/checklist/dismiss', { ...json('POST'), token: brand.token })).status,
    ).toBe(403);

    const dismissed = await api('/brand/dashboard/checklist/dismiss', {
      ...json('POST'),
      token: brand.token,
    });
    expect(dismissed.status).toBe(204);
    expect(await brandChecklist(brand.token)).toBeNull();
    // A second dismissal (another tab) changes nothing; the list stays hidden on every later read.
    expect(
      (await api('/brand/dashboard/checklist/dismiss', { ...json('POST'), token: brand.token })).status,
    ).toBe(204);
    expect(await brandChecklist(brand.token)).toBeNull();
    expect(done(await brandChecklist(otherBrand.token))).toEqual([]);
    expect(done(await creatorChecklist(creator.token))).toEqual([]);

    expect(
      (await api('/creator/dashboard/checklist/dismiss', { ...json('POST'), token: creator.token })).status,
    ).toBe(204);
    expect(await creatorChecklist(creator.token)).toBeNull();
    expect(done(await brandChecklist(otherBrand.token))).toEqual([]);
  }, 60_000);
});
