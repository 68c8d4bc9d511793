/**
 * Authorization on the partnership routes: creator B cannot see or change creator A's applications,
 * links or codes; a brand cannot decide another brand's applications or codes; anonymous callers get 401
 * on every creator route and can still use Explore's products and /r/{code}.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { brandWithProducts, fillPath, type TestBrand } from '../support/brand';
import { api, outputs, signedUpUser } from '../support/cloud';
import { brandWithStore, json, onboardedCreator, type StoreBrand } from '../support/partnership';

let brandA: StoreBrand;
let brandB: TestBrand;
let creatorA: Awaited<ReturnType<typeof onboardedCreator>>;
let creatorB: Awaited<ReturnType<typeof onboardedCreator>>;
let applicationId: string;
let code: string;

beforeAll(async () => {
  [brandA, brandB, creatorA, creatorB] = await Promise.all([
    brandWithStore(2),
    brandWithProducts(1),
    onboardedCreator(),
    onboardedCreator(),
  ]);
  const applied = await api('/creator/applications', {
    ...json('POST', { brand_id: brandA.brandId, product_id: brandA.liveProductIds[0] }),
    token: creatorA.token,
  });
  applicationId = applied.body.application.id;
  await api('/creator/discount-codes', {
    ...json('POST', { brand_id: brandA.brandId }),
    token: creatorA.token,
  });
  const link = await api('/creator/links', {
    ...json('POST', { brand_id: brandA.brandId, product_id: brandA.liveProductIds[1] }),
    token: creatorA.token,
  });
  code = link.body.link.referral_code;
});

const creatorRoutes = routes.filter((route) => route.auth === 'creator');

describe('anonymous callers', () => {
  it.each(creatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    '401 on %s',
    async (_n, route) => {
      const response = await fetch(`${outputs().WebUrl}${fillPath(route.path)}`, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
      });
      expect(response.status).toBe(401);
    },
  );

  it('can still use /r/{code}', async () => {
    expect((await fetch(`${outputs().WebUrl}/r/${code}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('can still browse the Explore products', async () => {
    const response = await fetch(`${outputs().ApiUrl}/explore/products`);
    expect(response.status).toBe(200);
  });
});

describe('brands on creator routes', () => {
  it.each(creatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    '403 on %s',
    async (_n, route) => {
      const response = await api(fillPath(route.path).replace(/^\/api/, ''), {
        method: route.method,
        token: brandB.token,
        ...(route.method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
      });
      expect(response.status).toBe(403);
    },
  );
});

describe("creator B and creator A's partnerships", () => {
  it("B's campaigns show none of A's applications, links or codes", async () => {
    const mine = (await api('/creator/campaigns', { token: creatorB.token })).body;
    expect(mine).toMatchObject({ links: [], pending: [], discount_codes: [] });
    const dashboard = (await api('/creator/dashboard', { token: creatorB.token })).body;
    expect(dashboard.totals).toMatchObject({ active_links: 0, pending_applications: 0 });
  });

  it("B applying to the same product creates B's own application, not a change to A's", async () => {
    const response = await api('/creator/applications', {
      ...json('POST', { brand_id: brandA.brandId, product_id: brandA.liveProductIds[0] }),
      token: creatorB.token,
    });
    expect(response.status).toBe(201);
    expect(response.body.application.creator_id).toBe(creatorB.creator.id);
    const aPending = (await api('/creator/campaigns', { token: creatorA.token })).body.pending;
    expect(aPending).toEqual([expect.objectContaining({ id: applicationId, status: 'pending' })]);
  });

  it('a creator cannot decide applications or codes (403: brand routes)', async () => {
    expect(
      (await api(`/brand/applications/${applicationId}/approve`, { ...json('POST'), token: creatorB.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await api(`/brand/discount-codes/${creatorA.creator.id}/approve`, {
          ...json('POST', {}),
          token: creatorB.token,
        })
      ).status,
    ).toBe(403);
  });
});

describe("brand B and brand A's partnerships", () => {
  it("B cannot approve or deny A's application (404) and it stays pending", async () => {
    for (const action of ['approve', 'deny']) {
      const response = await api(`/brand/applications/${applicationId}/${action}`, {
        ...json('POST'),
        token: brandB.token,
      });
      expect(response.status).toBe(404);
    }
    const pending = (await api('/brand/campaigns', { token: brandA.token })).body.pending;
    expect(pending.map((a: { id: string }) => a.id)).toContain(applicationId);
    expect((await api('/brand/campaigns', { token: brandB.token })).body.pending).toEqual([]);
  });

  it("B cannot approve or deny A's discount-code request (404) and it stays pending", async () => {
    for (const action of ['approve', 'deny']) {
      const response = await api(`/brand/discount-codes/${creatorA.creator.id}/${action}`, {
        ...json('POST', {}),
        token: brandB.token,
      });
      expect(response.status).toBe(404);
    }
    const codes = (await api('/brand/campaigns', { token: brandA.token })).body.discount_codes;
    expect(codes).toEqual([expect.objectContaining({ creator_id: creatorA.creator.id, status: 'pending' })]);
  });

  it("B cannot list the links of A's products", async () => {
    const response = await api(`/brand/products/${brandA.liveProductIds[1]}/links`, { token: brandB.token });
    expect(response.status).toBe(404);
  });
});

describe('creators without a finished profile', () => {
  it("get 'Please complete your influencer profile first' when applying, linking or requesting a code", async () => {
    const { token } = await signedUpUser('creator');
    const attempts = await Promise.all([
      api('/creator/applications', {
        ...json('POST', { brand_id: brandA.brandId, product_id: brandA.liveProductIds[0] }),
        token,
      }),
      api('/creator/links', {
        ...json('POST', { brand_id: brandA.brandId, product_id: brandA.liveProductIds[0] }),
        token,
      }),
      api('/creator/discount-codes', { ...json('POST', { brand_id: brandA.brandId }), token }),
    ]);
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('Please complete your influencer profile first');
    }
  });
});
