/**
 * API keys on the brand's Developers tab (issue 22): created with the secret shown once (only its hash is
 * stored), listed newest first without any secret, revoked at once, at most MAX_ACTIVE_API_KEYS active;
 * a brand never sees nor revokes another's keys, and bad input is a 400 at the field with nothing written.
 * The public API's rate is per key and per brand (all its keys together).
 */

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BRAND_RATE, API_KEY_RATE, MAX_ACTIVE_API_KEYS } from '../../../../contracts/api-keys';
import { api, documentClient, eventually, outputs, signedUpUser } from '../../../../tests/support/cloud';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  approvedDiscountCode,
  deliver,
  orderPayload,
  partnerOn,
  productsOf,
  type StoreProduct,
} from '../../../../tests/support/sales';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

interface Brand {
  token: string;
  brandId: string;
}

let brandA: Brand;
let brandB: Brand;

const signedUpBrand = async (): Promise<Brand> => {
  const { token } = await signedUpUser('brand');
  const brandId = await eventually(async () => {
    const response = await api('/brand/onboarding', { token });
    return response.status === 200 ? (response.body.brand.id as string) : undefined;
  }, 30_000);
  return { token, brandId };
};

const listKeys = async (brand: Brand) => {
  const response = await api('/brand/api-keys', { token: brand.token });
  expect(response.status).toBe(200);
  return response.body.keys as {
    id: string;
    name: string;
    revoked_at: string | null;
    last_used_at: string | null;
  }[];
};
/** Issue 35: creating a key needs two-factor sign-in (turned on once per brand's token). */
const createKey = async (brand: Brand, body: unknown) => {
  await ensureSecondFactor(brand.token);
  return api('/brand/api-keys', { ...json('POST', body), token: brand.token });
};
const revokeKey = (brand: Brand, keyId: string) =>
  api(`/brand/api-keys/${keyId}`, { method: 'DELETE', token: brand.token });

const item = async (pk: string, sk: string) =>
  (await documentClient().send(new GetCommand({ TableName: outputs().TableName, Key: { pk, sk } }))).Item;

let storeBrand: StoreBrand;
let product: StoreProduct;

beforeAll(async () => {
  // A has a store, a live product and (below) a real sale; B is a plain brand.
  const [store, plain] = await Promise.all([brandWithStore(1), signedUpBrand()]);
  brandA = store;
  brandB = plain;
  storeBrand = store;
  product = (await productsOf(store)).find((p) => p.id === store.liveProductIds[0]) as StoreProduct;
});

describe('API keys', () => {
  it('creates a key whose secret is shown once and stored only as its hash', async () => {
    const created = await createKey(brandA, {
      name: '  ERP sync  ',
      scopes: ['sales:read', 'products:read'],
    });
    expect(created.status).toBe(201);
    const { key, secret } = created.body;
    expect(secret).toMatch(/^mk_live_[\w-]{32}$/);
    expect(key).toMatchObject({
      name: 'ERP sync',
      scopes: ['sales:read', 'products:read'],
      prefix: secret.slice(0, 12),
      last_used_at: null,
      revoked_at: null,
    });

    const listed = await listKeys(brandA);
    expect(listed[0]).toEqual(key);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // The table holds the hash, never the secret: the brand's item and the authorizer's lookup.
    const { createHash } = await import('node:crypto');
    const sha256 = createHash('sha256').update(secret).digest('hex');
    const stored = await item(`BRAND#${brandA.brandId}`, `APIKEY#${key.id}`);
    const lookup = await item(`APIKEY#${sha256}`, 'APIKEY');
    expect(lookup).toMatchObject({
      brand_id: brandA.brandId,
      key_id: key.id,
      scopes: ['sales:read', 'products:read'],
    });
    for (const stored_ of [stored, lookup]) expect(JSON.stringify(stored_)).not.toContain(secret.slice(8));
  });

  it('lists newest first, revokes at once, and a revoked key cannot be revoked again', async () => {
    const first = (await createKey(brandA, { name: 'First', scopes: ['links:read'] })).body.key;
    const second = (await createKey(brandA, { name: 'Second', scopes: ['partners:read'] })).body.key;
    const ids = (await listKeys(brandA)).map((key) => key.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    expect((await revokeKey(brandA, first.id)).status).toBe(204);
    const revoked = (await listKeys(brandA)).find((key) => key.id === first.id);
    expect(revoked?.revoked_at).toEqual(expect.any(String));
    const again = await revokeKey(brandA, first.id);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('not_found');
  });

  it("never shows nor revokes another brand's key (404, nothing changes)", async () => {
    const keyOfA = (await createKey(brandA, { name: 'Mine', scopes: ['sales:read'] })).body.key;
    expect((await listKeys(brandB)).map((key) => key.id)).not.toContain(keyOfA.id);
    const attempt = await revokeKey(brandB, keyOfA.id);
    expect(attempt.status).toBe(404);
    expect((await listKeys(brandA)).find((key) => key.id === keyOfA.id)?.revoked_at).toBeNull();
  });

  it.each([
    ['no name', { scopes: ['sales:read'] }, { name: 'Name is required' }],
    ['a blank name', { name: '   ', scopes: ['sales:read'] }, { name: 'Name is required' }],
    [
      'a name too long',
      { name: 'x'.repeat(61), scopes: ['sales:read'] },
      { name: 'Name must be at most 60 characters' },
    ],
    ['no scopes', { name: 'Keys', scopes: [] }, { scopes: 'Choose at least one scope' }],
    ['an unknown scope', { name: 'Keys', scopes: ['admin'] }, { 'scopes.0': 'Choose scopes from the list' }],
    ['an extra field', { name: 'Keys', scopes: ['sales:read'], secret: 'mk_live_mine' }, undefined],
  ])('%s → 400, nothing written', async (_case, body, fields) => {
    const before = await listKeys(brandB);
    const response = await createKey(brandB, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    if (fields) expect(response.body.error.fields).toEqual(fields);
    expect(await listKeys(brandB)).toEqual(before);
  });

  it(`refuses a key beyond ${MAX_ACTIVE_API_KEYS} active ones (409), writing nothing`, async () => {
    expect((await createKey(brandB, { name: 'One', scopes: ['sales:read'] })).status).toBe(201);
    // The brand's active count at the limit (as after that many creations), without making them all.
    const count = { TableName: outputs().TableName, Key: { pk: `BRAND#${brandB.brandId}`, sk: 'APIKEYS' } };
    await documentClient().send(
      new UpdateCommand({
        ...count,
        UpdateExpression: 'SET active = :max',
        ExpressionAttributeValues: { ':max': MAX_ACTIVE_API_KEYS },
      }),
    );
    const before = await listKeys(brandB);
    const refused = await createKey(brandB, { name: 'Too many', scopes: ['sales:read'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(`up to ${MAX_ACTIVE_API_KEYS} active keys`);
    expect(await listKeys(brandB)).toEqual(before);
    // Revoking one frees a place.
    expect((await revokeKey(brandB, before[0]?.id as string)).status).toBe(204);
    expect((await item(count.Key.pk, count.Key.sk))?.active).toBe(MAX_ACTIVE_API_KEYS - 1);
    expect((await createKey(brandB, { name: 'Now fits', scopes: ['sales:read'] })).status).toBe(201);
    // Back to the brand's real count, for the tests after this one.
    const active = (await listKeys(brandB)).filter((key) => !key.revoked_at).length;
    await documentClient().send(
      new UpdateCommand({
        ...count,
        UpdateExpression: 'SET active = :n',
        ExpressionAttributeValues: { ':n': active },
      }),
    );
  });
});

/** A call to the public API with a key (or any Authorization value, or none). */
const v1 = (path: string, authorization?: string, init: RequestInit = {}) =>
  api(`/v1${path}`, { ...init, headers: { ...(authorization ? { authorization } : {}), ...init.headers } });
const keyOf = async (brand: Brand, scopes: string[]) => {
  const created = await createKey(brand, { name: `Key ${scopes.join(' ')}`, scopes });
  expect(created.status).toBe(201);
  return created.body as { key: { id: string }; secret: string };
};

describe('the public API (/api/v1) with a key', () => {
  it("a sales:read key lists its brand's sales with lines and commissions, and nothing of another brand", async () => {
    const creator = await partnerOn(storeBrand, product.id);
    const order = orderPayload({ lines: [{ product, quantity: 2 }], ref: creator.code });
    await deliver('orders/paid', storeBrand.shop, order);
    const { secret, key } = await keyOf(brandA, ['sales:read']);

    const sale = await eventually(async () => {
      const response = await v1('/sales?limit=5', `Bearer ${secret}`);
      expect(response.status).toBe(200);
      return (response.body.sales as { order_id: string }[]).find((s) => s.order_id === String(order.id));
    }, 20_000);
    expect(sale).toMatchObject({ lines: [expect.objectContaining({ quantity: 2 })] });
    // The app's own Sales list says the same.
    const app = (await api('/brand/sales?limit=5', { token: brandA.token })).body.sales;
    expect(app).toContainEqual(sale);

    // The same key may not write: 403 insufficient_scope, and the product is unchanged.
    const write = await v1(`/products/${product.id}`, `Bearer ${secret}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ commission_percentage: 1 }),
    });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('insufficient_scope');
    const unchanged = (await api('/brand/products', { token: brandA.token })).body.products.find(
      (p: { id: string }) => p.id === product.id,
    );
    expect(unchanged.commission_percentage).not.toBe(1);

    // B's key acts for B only.
    const other = await keyOf(brandB, ['sales:read']);
    const bSales = await v1('/sales', `Bearer ${other.secret}`);
    expect(bSales.status).toBe(200);
    expect(bSales.body.sales).toEqual([]);

    // The key's use is noted (at most once a minute).
    const listed = await eventually(async () =>
      (await listKeys(brandA)).find((k) => k.id === key.id && k.last_used_at),
    );
    expect(listed).toBeDefined();
  });

  it("a key without the route's scope → 403 insufficient_scope", async () => {
    const { secret } = await keyOf(brandA, ['products:read', 'links:read']);
    const response = await v1('/sales', `Bearer ${secret}`);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('insufficient_scope');
    expect(response.body.error.message).toContain('sales:read');
  });

  it("a products:write key edits its brand's product as the app does (a cut waits for its notice); another brand's → 404", async () => {
    const { secret } = await keyOf(brandA, ['products:write']);
    const patch = (productId: string, body: unknown, key = secret) =>
      v1(`/products/${productId}`, `Bearer ${key}`, json('PATCH', body));
    const current = product.commission_percentage;

    const raised = await patch(product.id, { commission_percentage: current + 5 });
    expect(raised.status).toBe(200);
    expect(raised.body.product.commission_percentage).toBe(current + 5);
    // A cut with a partner on the product (the sale above) is announced, not applied at once.
    const cut = await patch(product.id, { commission_percentage: current });
    expect(cut.status).toBe(200);
    expect(cut.body.product.commission_percentage).toBe(current + 5);
    expect(cut.body.product.pending_rate).toMatchObject({ commission_percentage: current });

    // Bad input: the project's 400, at the field; fields a key may not touch are refused.
    const bad = await patch(product.id, { commission_percentage: 101 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['commission_percentage']);
    expect((await patch(product.id, { sample_credits: 5 })).status).toBe(400);

    // B's key cannot reach A's product; A's sales:read key lacks the scope.
    const other = await keyOf(brandB, ['products:write']);
    const foreign = await patch(product.id, { available_to_influencers: false }, other.secret);
    expect(foreign.status).toBe(404);
    const reader = await keyOf(brandA, ['sales:read']);
    const refused = await patch(product.id, { available_to_influencers: false }, reader.secret);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');
    const after = (await productsOf(storeBrand)).find((p) => p.id === product.id);
    expect(after).toMatchObject({ available_to_influencers: true, commission_percentage: current + 5 });
  });

  it("a products:read key pages through its brand's products by cursor", async () => {
    const { secret } = await keyOf(brandA, ['products:read']);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await v1(`/products?limit=2${query}`, `Bearer ${secret}`);
      expect(page.status).toBe(200);
      expect(page.body.products.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.products.map((p: { id: string }) => p.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    const app = (await productsOf(storeBrand)).map((p) => p.id);
    expect(seen.sort()).toEqual(app.sort());
    expect((await v1('/products?cursor=bm90LWEtY3Vyc29y', `Bearer ${secret}`)).status).toBe(400);
  });

  it('no key → 401; a malformed, unknown or revoked key, or a user token → refused by the authorizer (403)', async () => {
    expect((await v1('/sales')).status).toBe(401);
    const { secret, key } = await keyOf(brandA, ['sales:read']);
    expect((await v1('/sales', `Bearer ${secret}`)).status).toBe(200);
    expect((await revokeKey(brandA, key.id)).status).toBe(204);
    // Revoked: refused by the very next request (the authorizer caches nothing).
    for (const authorization of [
      `Bearer ${secret}`,
      `Bearer mk_live_${'A'.repeat(32)}`,
      secret,
      'Bearer ',
      `Bearer ${brandA.token}`,
    ]) {
      const response = await v1('/sales', authorization);
      expect(response.status, authorization.slice(0, 20)).toBe(403);
      expect(response.body).toEqual({ message: 'Forbidden' });
    }
  });

  it("over its rate (10/s, bursts of 20) a key gets 429 with Retry-After, in the project's error shape", async () => {
    // A key without the scope: its requests are cheap (refused 403 after being counted). 60 requests are
    // over the key's burst (20) and the brand's (40) in one window. On a loaded machine a burst can spread
    // over several two-second windows (then all of it may fit): up to five bursts, each sent from a
    // window's start, and what was admitted is checked against the windows it touched.
    const { secret } = await keyOf(brandA, ['links:read']);
    const windowMs = (API_KEY_RATE.burst / API_KEY_RATE.requestsPerSecond) * 1000;
    for (let burst = 1; burst <= 5; burst++) {
      await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 20));
      const sentAt = Date.now();
      const answers = await Promise.all(Array.from({ length: 60 }, () => v1('/sales', `Bearer ${secret}`)));
      const windows = Math.floor(Date.now() / windowMs) - Math.floor(sentAt / windowMs) + 1;
      const limited = answers.filter((answer) => answer.status === 429);
      const admitted = answers.filter((answer) => answer.status === 403);
      expect(admitted.length + limited.length).toBe(answers.length);
      expect(admitted.length).toBeLessThanOrEqual(API_KEY_RATE.burst * windows);
      for (const answer of limited) {
        expect(answer.body.error.code).toBe('too_many_requests');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // 60 requests are over the brand's 40 too: the few its counter refused first may name the brand's
      // limit (which counter refuses a request of the same instant is a race); the rest name the key's.
      if (limited.some((answer) => /This API key is limited/.test(answer.body.error.message))) return;
    }
    expect.fail("five bursts of 60 requests of one key were never refused by the key's limit");
  });

  it("a brand's keys together over the brand's rate → 429 naming the brand's limit, with Retry-After; another brand's key unaffected", async () => {
    // The counting itself, at fixed instants, is api-rate-limit.test.ts; this is the wiring over HTTP.
    const windowMs = (API_KEY_RATE.burst / API_KEY_RATE.requestsPerSecond) * 1000;
    // Eight keys of B each send 15 requests, under their own burst (20), so no key goes over its own
    // limit: any 429 is the brand's (40 in a window). Keys without the route's scope: counted, then
    // answered 403 (cheap, and plainly admitted).
    const keysOfB = await Promise.all(Array.from({ length: 8 }, () => keyOf(brandB, ['links:read'])));
    const keyOfA = await keyOf(brandA, ['links:read']);
    // A burst can spread over several windows on a loaded machine (then all of it may fit): up to five
    // bursts, each from a window's start. Without the brand's limit none would ever be refused.
    for (let burst = 1; burst <= 5; burst++) {
      await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 20));
      const sentAt = Date.now();
      const [answers, answersOfA] = await Promise.all([
        Promise.all(
          keysOfB.flatMap(({ secret }) => Array.from({ length: 15 }, () => v1('/sales', `Bearer ${secret}`))),
        ),
        Promise.all(Array.from({ length: 5 }, () => v1('/sales', `Bearer ${keyOfA.secret}`))),
      ]);
      // The windows the burst touched (each request was counted between its sending and its answer).
      const windows = Math.floor(Date.now() / windowMs) - Math.floor(sentAt / windowMs) + 1;
      const admitted = answers.filter((answer) => answer.status === 403);
      const limited = answers.filter((answer) => answer.status === 429);
      expect(admitted.length + limited.length).toBe(answers.length);
      expect(admitted.length).toBeLessThanOrEqual(API_BRAND_RATE.burst * windows);
      // Another brand's key, at the same time, is counted against its own brand only.
      expect(answersOfA.map((answer) => answer.status)).toEqual(answersOfA.map(() => 403));
      if (limited.length === 0) continue;
      for (const answer of limited) {
        expect(answer.body.error.code).toBe('too_many_requests');
        expect(answer.body.error.message).toBe(
          `This brand's API keys are limited to ${API_BRAND_RATE.requestsPerSecond} requests a second together (bursts of ${API_BRAND_RATE.burst}). Retry after ${answer.headers.get('retry-after')} s.`,
        );
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      return;
    }
    expect.fail("five bursts of 8 keys × 15 requests were all admitted: no brand's limit");
  });
});

/** Every page of a v1 listing, following next_cursor (`query` already holds the other parameters). */
const allPages = async <T>(path: string, secret: string, field: string, limit: number): Promise<T[]> => {
  const seen: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = await v1(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      `Bearer ${secret}`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    seen.push(...(page.body[field] as T[]));
    cursor = page.body.next_cursor;
  } while (cursor);
  return seen;
};

/** A cursor of the right encoding that this listing never gave (another listing's key). */
const forgedCursor = Buffer.from(JSON.stringify({ sk: 'PRODUCT#pr_other' })).toString('base64url');

const expectFieldError = async (path: string, secret: string, field: string) => {
  const response = await v1(path, `Bearer ${secret}`);
  expect(response.status, path).toBe(400);
  expect(response.body.error.code).toBe('validation_failed');
  expect(Object.keys(response.body.error.fields)).toEqual([field]);
};

// Issue 22, the rest of the public API: commissions and what is owed, partners, a product's links.
describe('the public API: commissions, partners and links', () => {
  it("a commissions:read key lists each commission line with the ledger's state, its reversal after a cancellation, and what the brand owes as its screens say", async () => {
    const creator = await partnerOn(storeBrand, product.id);
    const order = orderPayload({ lines: [{ product, quantity: 1 }], ref: creator.code });
    await deliver('orders/paid', storeBrand.shop, order);
    const { secret } = await keyOf(brandA, ['commissions:read']);
    type Line = { order_id: string; kind: string; amount_cents: number; entry_id: string; status: string };
    const linesOf = async () =>
      (await allPages<Line>('/commissions', secret, 'commissions', 1)).filter(
        (line) => line.order_id === String(order.id),
      );

    const [line] = await eventually(async () => {
      const found = await linesOf();
      return found.length > 0 ? found : undefined;
    }, 20_000);
    const appSale = (await api('/brand/sales?limit=25', { token: brandA.token })).body.sales.find(
      (s: { order_id: string }) => s.order_id === String(order.id),
    );
    expect(line).toMatchObject({
      kind: 'sale',
      creator_id: creator.creator.id,
      amount_cents: appSale.lines[0].commission_cents,
      currency: appSale.currency,
      sale_id: appSale.sale_id,
      // Inside the hold for returns: the ledger's own state and words.
      status: 'on_hold',
      status_label: expect.stringMatching(/^on hold until /),
    });
    expect(line?.amount_cents).toBeGreaterThan(0);

    // Owed: the same figures as the dashboard's totals and the unpaid invoices of Billing & Invoices.
    const first = await v1('/commissions?limit=1', `Bearer ${secret}`);
    const dashboard = (await api('/brand/dashboard', { token: brandA.token })).body.totals;
    const invoices = (await api('/brand/invoices', { token: brandA.token })).body.invoices;
    expect(first.body.owed).toEqual({
      unpaid_invoices: invoices.filter((invoice: { status: string }) => invoice.status !== 'paid'),
      unpaid_invoices_cents: expect.any(Number),
      overdue_invoices_cents: expect.any(Number),
      commissions_owed_cents: dashboard.commissions_owed_cents,
      commissions_held_cents: dashboard.commissions_held_cents,
      commissions_paid_cents: dashboard.commissions_paid_cents,
    });
    expect(first.body.owed.commissions_owed_cents).toBeGreaterThanOrEqual(line?.amount_cents ?? 1);
    expect(first.body.next_cursor).toEqual(expect.any(String));

    // A cancellation reverses the line: its reversal follows it, negative, in the same state.
    await deliver('orders/cancelled', storeBrand.shop, {
      ...orderPayload({ id: order.id, lines: [] }),
      cancelled_at: new Date().toISOString(),
      cancel_reason: 'customer',
    });
    const reversed = await eventually(async () => {
      const found = await linesOf();
      return found.length === 2 ? found : undefined;
    }, 20_000);
    expect(reversed[1]).toMatchObject({
      kind: 'reversal',
      amount_cents: -(line?.amount_cents ?? 0),
      entry_id: `${line?.entry_id}#REV#CANCEL`,
      status: 'on_hold',
    });

    // B's key sees none of it; bad limits and a forged cursor are 400 at the field.
    const other = await keyOf(brandB, ['commissions:read']);
    const bList = await v1('/commissions', `Bearer ${other.secret}`);
    expect(bList.status).toBe(200);
    expect(bList.body.commissions).toEqual([]);
    expect(bList.body.owed).toMatchObject({ unpaid_invoices: [], commissions_owed_cents: 0 });
    await expectFieldError('/commissions?limit=0', secret, 'limit');
    await expectFieldError('/commissions?limit=26', secret, 'limit');
    await expectFieldError(`/commissions?cursor=${forgedCursor}`, secret, 'cursor');
  });

  it("a partners:read key pages through its brand's partnerships with each link and discount code and their counters; B sees none", async () => {
    const creator = await partnerOn(storeBrand, product.id);
    const code = await approvedDiscountCode(storeBrand, creator);
    const { secret } = await keyOf(brandA, ['partners:read']);
    type Partner = {
      application_id: string;
      creator_id: string;
      link: { referral_code: string; clicks: number; conversions: number; total_sales_cents: number } | null;
      discount_code: { code: string; status: string } | null;
    };
    const partners = await allPages<Partner>('/partners', secret, 'partners', 1);

    // Exactly the Active tab's partnerships.
    const active = (await api('/brand/campaigns', { token: brandA.token })).body.active;
    expect(partners.map((p) => p.application_id).sort()).toEqual(
      active.map((a: { id: string }) => a.id).sort(),
    );
    const mine = partners.find((p) => p.creator_id === creator.creator.id);
    expect(mine).toMatchObject({
      link: { referral_code: creator.code },
      discount_code: { code, status: 'approved' },
    });
    // Each link's counters are the Links dialog's; the sales above made some of them non-zero.
    const dialog = (await api(`/brand/products/${product.id}/links`, { token: brandA.token })).body.links;
    for (const partner of partners) {
      const shown = dialog.find(
        (l: { referral_code: string }) => l.referral_code === partner.link?.referral_code,
      );
      expect(partner.link).toMatchObject({
        clicks: shown.clicks,
        conversions: shown.conversions,
        total_sales_cents: shown.total_sales_cents,
      });
    }
    expect(partners.some((p) => (p.link?.total_sales_cents ?? 0) > 0)).toBe(true);

    const other = await keyOf(brandB, ['partners:read']);
    expect((await v1('/partners', `Bearer ${other.secret}`)).body.partners).toEqual([]);
    await expectFieldError('/partners?limit=101', secret, 'limit');
    await expectFieldError(`/partners?cursor=${forgedCursor}`, secret, 'cursor');
  });

  it("a links:read key pages through a product's links as the Links dialog counts them; another brand's product is 404", async () => {
    const { secret } = await keyOf(brandA, ['links:read']);
    type Link = {
      id: string;
      clicks: number;
      conversions: number;
      total_sales_cents: number;
      commission_cents: number;
    };
    const links = await allPages<Link>(`/links?product_id=${product.id}`, secret, 'links', 1);
    const dialog = (await api(`/brand/products/${product.id}/links`, { token: brandA.token })).body.links;
    expect(links.length).toBeGreaterThan(1);
    expect(links.map(({ commission_cents: _c, ...link }) => link)).toEqual(expect.arrayContaining(dialog));
    expect(links).toHaveLength(dialog.length);
    // The commission earned through a link is the ledger's counter (the first test's sale).
    expect(links.some((link) => link.commission_cents > 0)).toBe(true);

    const other = await keyOf(brandB, ['links:read']);
    const foreign = await v1(`/links?product_id=${product.id}`, `Bearer ${other.secret}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    await expectFieldError('/links', secret, 'product_id');
    await expectFieldError(`/links?product_id=${product.id}&cursor=${forgedCursor}`, secret, 'cursor');
  });
});
