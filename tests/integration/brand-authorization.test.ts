/**
 * The authorization matrix for the brand workspace: every brand route refuses anonymous callers (401)
 * and creators (403); brand B cannot read or change brand A's products, settings, relationships or
 * account, and its attempts write nothing.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopes } from '../../contracts/api-keys';
import { routes } from '../../functions/routes';
import { brandWithProducts, fillPath, onboardedCreator, type TestBrand } from '../support/brand';
import { api, outputs, signedUpUser } from '../support/cloud';
import { allDirectoryCreators } from '../support/directory';
import { ensureSecondFactor } from '../support/second-factor';

const brandRoutes = routes.filter((route) => route.auth === 'brand');

let brandA: TestBrand;
let brandB: TestBrand;
let creatorToken: string;

beforeAll(async () => {
  [brandA, brandB, { token: creatorToken }] = await Promise.all([
    brandWithProducts(2, { firstName: 'Alpha' }),
    brandWithProducts(1, { firstName: 'Bravo' }),
    signedUpUser('creator'),
  ]);
});

const call = (method: string, path: string, token?: string, body?: unknown) =>
  api(path.replace(/^\/api/, ''), {
    method,
    token,
    ...(body !== undefined && method !== 'GET' && method !== 'DELETE'
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  });

describe('every brand route', () => {
  it('covers the whole brand workspace (route table has the brand routes)', () => {
    expect(brandRoutes.length).toBeGreaterThanOrEqual(17);
  });

  it.each(brandRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'anonymous → 401: %s',
    async (_name, route) => {
      const response = await call(route.method, fillPath(route.path), undefined, {});
      expect(response.status).toBe(401);
    },
  );

  it.each(brandRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'creator → 403: %s',
    async (_name, route) => {
      const response = await call(route.method, fillPath(route.path), creatorToken, {});
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    },
  );
});

// Issue 22: the public API's routes take a brand's API key (the key authorizer), never a user's token.
describe('every /api/v1 route (auth apiKey)', () => {
  const keyRoutes = routes.filter((route) => route.auth === 'apiKey');

  it('has routes, each under /api/v1 with a scope', () => {
    expect(keyRoutes.length).toBeGreaterThan(0);
    for (const route of keyRoutes) {
      expect(route.path).toMatch(/^\/api\/v1\//);
      expect(route.contract.scope, route.path).toBeDefined();
    }
    // Every scope a key can be given is required by some route: none is offered for nothing.
    expect(new Set(keyRoutes.map((route) => route.contract.scope))).toEqual(new Set(apiKeyScopes));
  });

  it.each(keyRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'no key → 401; a brand or creator token → 403; a key without the scope → 403 insufficient_scope: %s',
    async (_name, route) => {
      const path = fillPath(route.path);
      expect((await call(route.method, path, undefined, {})).status).toBe(401);
      for (const token of [brandA.token, creatorToken])
        expect((await call(route.method, path, token, {})).status).toBe(403);
      // A key of every other scope.
      const scopes = apiKeyScopes.filter((scope) => scope !== route.contract.scope);
      await ensureSecondFactor(brandA.token);
      const created = await call('POST', '/api/brand/api-keys', brandA.token, { name: 'Matrix', scopes });
      const refused = await call(route.method, path, created.body.secret, {});
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('insufficient_scope');
    },
  );
});

describe("brand B and brand A's data", () => {
  const productOfA = () => brandA.productIds[0] as string;

  const productsOfA = async () => (await call('GET', '/api/brand/products', brandA.token)).body.products;

  it("B's product list does not contain A's products", async () => {
    const response = await call('GET', '/api/brand/products', brandB.token);
    expect(response.status).toBe(200);
    const ids = response.body.products.map((product: { id: string }) => product.id);
    expect(ids).toEqual(brandB.productIds);
    expect(ids).not.toContain(productOfA());
  });

  it("B cannot edit, configure, delete or list links of A's product (404) and nothing changes", async () => {
    const before = await productsOfA();
    const attempts = [
      call('PATCH', `/api/brand/products/${productOfA()}`, brandB.token, {
        name: 'Hijacked',
        price_cents: 1,
      }),
      call('PATCH', `/api/brand/products/${productOfA()}/settings`, brandB.token, {
        commission_percentage: 99,
        available_to_influencers: true,
      }),
      call('DELETE', `/api/brand/products/${productOfA()}`, brandB.token),
      call('GET', `/api/brand/products/${productOfA()}/links`, brandB.token),
      // Issue 21: an announced cut of A's product cannot be withdrawn by B.
      call('DELETE', `/api/brand/products/${productOfA()}/pending-rate`, brandB.token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Product not found');
    }
    expect(await productsOfA()).toEqual(before);
  });

  it("B's 'Apply to All' changes only B's products", async () => {
    const before = await productsOfA();
    const response = await call('PUT', '/api/brand/products/commission', brandB.token, {
      commission_percentage: 42,
    });
    expect(response.status).toBe(200);
    expect(response.body.updated).toBe(brandB.productIds.length);
    expect(await productsOfA()).toEqual(before);
  });

  it("B's account update changes only B's account, and A's account is not readable by B", async () => {
    const accountA = (await call('GET', '/api/brand/account', brandA.token)).body.brand;
    const update = await call('PUT', '/api/brand/account', brandB.token, { brand_name: 'Bravo Goods' });
    expect(update.status).toBe(200);
    expect(update.body.brand.id).toBe(brandB.brandId);
    const accountB = (await call('GET', '/api/brand/account', brandB.token)).body.brand;
    expect(accountB.id).toBe(brandB.brandId);
    expect(accountB.brand_name).toBe('Bravo Goods');
    expect((await call('GET', '/api/brand/account', brandA.token)).body.brand).toEqual(accountA);
  });

  it("B cannot read A's import jobs", async () => {
    // A job id of A's is addressed under B's partition: not found.
    const response = await call('GET', '/api/brand/products/import/imp_does_not_exist', brandB.token);
    expect(response.status).toBe(404);
  });
});

// Issue 22: every route on a webhook endpoint, from the route table, answers B 404 on A's endpoint.
describe("brand B and brand A's webhook endpoints", () => {
  it('B reaches none of them (404 on every endpoint route) and changes nothing', async () => {
    const created = await call('POST', '/api/brand/webhooks', brandA.token, {
      url: `${outputs().WebUrl}/__local/webhook-inspector/matrix-${brandA.brandId}`,
      events: ['sale.created'],
    });
    expect(created.status).toBe(201);
    const endpointId = created.body.endpoint.id as string;
    const endpointsOfA = async () => (await call('GET', '/api/brand/webhooks', brandA.token)).body;
    const before = await endpointsOfA();
    const endpointRoutes = brandRoutes.filter((route) => route.path.includes('{endpointId}'));
    expect(endpointRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of endpointRoutes) {
      const path = route.path.replace('{endpointId}', endpointId).replace('{deliveryId}', 'whd_any');
      // Each route's own valid body, so what answers is the endpoint's ownership, not validation.
      const body = path.endsWith('/test') ? { type: 'sale.created' } : { enabled: false };
      const response = await call(route.method, path, brandB.token, body);
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
    }
    expect(await endpointsOfA()).toEqual(before);
  });
});

describe('relationships are per brand', () => {
  it("B's favorite and notes for a creator do not touch A's view of that creator", async () => {
    const { creator } = await onboardedCreator();
    const relationshipOf = async (token: string) =>
      (await allDirectoryCreators(token, { search: creator.username })).find((c) => c.id === creator.id);
    await call('PUT', `/api/brand/creators/${creator.id}/relationship`, brandA.token, {
      relationship_type: 'blacklist',
    });
    await call('PUT', `/api/brand/creators/${creator.id}/notes`, brandA.token, { notes: 'A only' });

    expect(
      (
        await call('PUT', `/api/brand/creators/${creator.id}/relationship`, brandB.token, {
          relationship_type: 'favorite',
        })
      ).status,
    ).toBe(200);
    await call('PUT', `/api/brand/creators/${creator.id}/notes`, brandB.token, { notes: 'B only' });

    expect(await relationshipOf(brandA.token)).toMatchObject({
      relationship_type: 'blacklist',
      notes: 'A only',
    });
    expect(await relationshipOf(brandB.token)).toMatchObject({
      relationship_type: 'favorite',
      notes: 'B only',
    });
  });
});

describe('UGC requests are per brand', () => {
  it("B neither lists nor closes A's request (404), and A's request stays open for creators", async () => {
    // Creators only see brands with a connected store, so only such a brand posts requests.
    expect((await call('POST', '/api/brand/store', brandA.token, { platform: 'other' })).status).toBe(200);
    const created = await call('POST', '/api/brand/ugc-requests', brandA.token, {
      title: 'A only',
      description: 'For A',
      budget_cents: 2500,
    });
    expect(created.status).toBe(201);
    const id = created.body.request.id as string;
    expect((await call('GET', '/api/brand/ugc-requests', brandB.token)).body.requests).toEqual([]);
    expect((await call('POST', `/api/brand/ugc-requests/${id}/close`, brandB.token)).status).toBe(404);
    const listA = (await call('GET', '/api/brand/ugc-requests', brandA.token)).body.requests;
    expect(listA).toEqual([expect.objectContaining({ id, status: 'open' })]);
  });
});
