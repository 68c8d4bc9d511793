/**
 * The authorization matrix for the creator workspace routes of onboarding, profile, the brands
 * directory, earnings and payouts, plus the brand inbox (threads, issue 21): anonymous callers get 401, the other role 403. There is no creator id
 * in any path: each creator's record comes from the token, so creator B's calls read and change only B.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { brandWithProducts, fillPath, type TestBrand } from '../support/brand';
import { api, signedUpUser } from '../support/cloud';

const creatorFeatures = new Set([
  'creator-onboarding',
  'creator-settings',
  'creator-brands',
  'creator-earnings',
  'creator-payout-account',
  'creator-payouts',
  'storefront-editor',
  'credits',
  'creator-ugc',
]);
// A brand profile's message and sample request are served by creator-inbox and credits (the modules
// that own them), under the brands directory's paths.
const creatorRoutes = routes.filter(
  (route) => creatorFeatures.has(route.feature) || route.path.startsWith('/api/creator/brands/'),
);
const inboxRoutes = routes.filter((route) => route.feature === 'brand-inbox');

const call = (method: string, path: string, token?: string, body?: unknown) =>
  api(path.replace(/^\/api/, ''), {
    method,
    token,
    ...(body !== undefined && method !== 'GET' && method !== 'DELETE'
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  });

const onboard = async (token: string) => {
  const username = `auth_${randomUUID().slice(0, 8)}`;
  expect(
    (await call('PUT', '/api/creator/onboarding/profile', token, { username, bio: `I am ${username}` }))
      .status,
  ).toBe(200);
  expect((await call('POST', '/api/creator/onboarding/complete', token)).status).toBe(200);
  return username;
};

let brandA: TestBrand;
let brandB: TestBrand;
let creatorA: { token: string; username: string };
let creatorB: { token: string; username: string };

beforeAll(async () => {
  const [a, b, ca, cb] = await Promise.all([
    brandWithProducts(1, { firstName: 'Alpha' }),
    brandWithProducts(1, { firstName: 'Bravo' }),
    signedUpUser('creator'),
    signedUpUser('creator'),
  ]);
  brandA = a;
  brandB = b;
  creatorA = { token: ca.token, username: await onboard(ca.token) };
  creatorB = { token: cb.token, username: await onboard(cb.token) };
  // A's store is connected, so creators can reach it at all.
  expect((await call('POST', '/api/brand/store', brandA.token, { platform: 'other' })).status).toBe(200);
});

describe('every creator route of onboarding, profile, brands and earnings', () => {
  it('the route table has them all', () => {
    expect(creatorRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'GET /api/creator/onboarding',
        'PUT /api/creator/onboarding/profile',
        'POST /api/creator/onboarding/complete',
        'GET /api/creator/profile',
        'PUT /api/creator/profile',
        'GET /api/creator/brands',
        'GET /api/creator/brands/{brandId}',
        'POST /api/creator/brands/{brandId}/messages',
        'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests',
        // Issue 34, pitches: the caller's own pending samples at a brand, and the links brands see.
        'GET /api/creator/brands/{brandId}/sample-requests',
        'GET /api/creator/pitch-links',
        'GET /api/creator/earnings',
        'GET /api/creator/yearly-totals',
        'GET /api/creator/payout-account',
        'POST /api/creator/payout-account/onboarding-link',
        'GET /api/creator/payouts',
        'POST /api/creator/payouts',
        'GET /api/creator/payouts/{payoutId}',
        'GET /api/creator/storefront',
        'PUT /api/creator/storefront',
        'POST /api/creator/storefront/products',
        'PATCH /api/creator/storefront/products/{productId}',
        'DELETE /api/creator/storefront/products/{productId}',
        'PUT /api/creator/storefront/order',
        // Issue 34: collections.
        'POST /api/creator/storefront/collections',
        'PUT /api/creator/storefront/collections/{slug}',
        'DELETE /api/creator/storefront/collections/{slug}',
        'PUT /api/creator/storefront/collection-order',
        'GET /api/creator/credits',
        'GET /api/creator/sample-store',
        'POST /api/creator/credits/redemptions',
        'POST /api/creator/credits/cashouts',
        'GET /api/creator/ugc-requests',
        'GET /api/creator/brands/{brandId}/ugc-requests',
        'GET /api/creator/ugc-submissions',
        'POST /api/creator/ugc-submissions',
        // Issue 21: the creator's terms with every brand.
        'GET /api/creator/terms',
        'GET /api/creator/promotions',
        // Issue 36 part 4: the suspended creator's banner and appeal thread.
        'GET /api/creator/suspension',
        'POST /api/creator/suspension/appeal',
      ].sort(),
    );
    expect(creatorRoutes.every((route) => route.auth === 'creator')).toBe(true);
  });

  it.each(creatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'anonymous → 401: %s',
    async (_name, route) => {
      const response = await call(route.method, fillPath(route.path), undefined, {});
      expect(response.status).toBe(401);
    },
  );

  it.each(creatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'brand → 403: %s',
    async (_name, route) => {
      const response = await call(route.method, fillPath(route.path), brandA.token, {});
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({
        code: 'forbidden',
        message: 'This action is only available to creators.',
      });
    },
  );

  it('a brand cannot write a creator profile, a message or a sample request with a real body', async () => {
    const attempts = await Promise.all([
      call('PUT', '/api/creator/onboarding/profile', brandA.token, { username: 'brand_user', bio: 'x' }),
      call('PUT', '/api/creator/profile', brandA.token, { username: 'brand_user', bio: 'x' }),
      call('POST', `/api/creator/brands/${brandB.brandId}/messages`, brandA.token, {
        subject: 'Hi',
        message: 'Self-promotion',
      }),
    ]);
    expect(attempts.map((response) => response.status)).toEqual([403, 403, 403]);
    expect((await api('/creators/brand_user')).status).toBe(404);
    expect((await call('GET', '/api/brand/threads', brandB.token)).body.threads).toEqual([]);
  });
});

describe("creator B and creator A's content submissions", () => {
  it('each creator lists only its own; another brand neither lists nor decides it (404), and it stays pending', async () => {
    const sent = await call('POST', '/api/creator/ugc-submissions', creatorA.token, {
      brand_id: brandA.brandId,
      content_url: 'https://example.com/reel/a',
      content_description: 'A made this',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.submission.id as string;
    const mine = async (token: string) =>
      (await call('GET', '/api/creator/ugc-submissions', token)).body.submissions.map(
        (s: { id: string }) => s.id,
      );
    expect(await mine(creatorA.token)).toEqual([id]);
    expect(await mine(creatorB.token)).not.toContain(id);
    const listB = (await call('GET', '/api/brand/ugc-requests', brandB.token)).body;
    expect(listB.unrequested_submissions).toEqual([]);
    const decisions = await Promise.all([
      call('POST', `/api/brand/ugc-submissions/${id}/approve`, brandB.token, {}),
      call('POST', `/api/brand/ugc-submissions/${id}/reject`, brandB.token, { feedback: 'Not yours' }),
    ]);
    expect(decisions.map((response) => response.status)).toEqual([404, 404]);
    const listA = (await call('GET', '/api/brand/ugc-requests', brandA.token)).body;
    expect(listA.unrequested_submissions).toEqual([expect.objectContaining({ id, status: 'pending' })]);
  });
});

describe("the brand's inbox", () => {
  it.each(inboxRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'anonymous → 401, creator → 403: %s',
    async (_name, route) => {
      expect((await call(route.method, fillPath(route.path))).status).toBe(401);
      const asCreator = await call(route.method, fillPath(route.path), creatorA.token);
      expect(asCreator.status).toBe(403);
      expect(asCreator.body.error.code).toBe('forbidden');
    },
  );

  it("a message to brand A is in A's inbox only", async () => {
    const sent = await call('POST', `/api/creator/brands/${brandA.brandId}/messages`, creatorA.token, {
      subject: 'For A',
      message: 'Only A reads this',
    });
    expect(sent.status).toBe(201);
    // Issue 21: the message opens the creator's thread with A; B's address for that creator is empty.
    const thread = `/api/brand/threads/${sent.body.message.creator_id}`;
    const inboxA = (await call('GET', thread, brandA.token)).body.messages;
    expect(inboxA.map((message: { id: string }) => message.id)).toContain(sent.body.message.id);
    const inboxB = (await call('GET', thread, brandB.token)).body.messages;
    expect(inboxB.map((message: { id: string }) => message.id)).not.toContain(sent.body.message.id);
  });
});

describe("creator B and creator A's profile", () => {
  const profileOf = async (token: string) => (await call('GET', '/api/creator/profile', token)).body;

  it('each creator reads only its own record', async () => {
    const [a, b] = await Promise.all([profileOf(creatorA.token), profileOf(creatorB.token)]);
    expect(a.creator.username).toBe(creatorA.username);
    expect(b.creator.username).toBe(creatorB.username);
    expect(a.creator.id).not.toBe(b.creator.id);
    expect(a.email).not.toBe(b.email);
    const onboardingB = (await call('GET', '/api/creator/onboarding', creatorB.token)).body;
    expect(onboardingB.creator.id).toBe(b.creator.id);
    expect(onboardingB.profile.email).toBe(b.email);
  });

  it("B's profile save changes only B; A's record is unchanged", async () => {
    const before = await profileOf(creatorA.token);
    const newName = `b_${randomUUID().slice(0, 8)}`;
    const saved = await call('PUT', '/api/creator/profile', creatorB.token, {
      username: newName,
      bio: 'B was here',
      follower_count: 99,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.creator.id).toBe((await profileOf(creatorB.token)).creator.id);
    expect(saved.body.creator.id).not.toBe(before.creator.id);
    creatorB.username = newName;
    expect(await profileOf(creatorA.token)).toEqual(before);
    expect((await api(`/creators/${creatorA.username}`)).body.creator.bio).toBe(before.creator.bio);
  });

  it("B cannot take A's username through either form, and A is unchanged", async () => {
    const before = await profileOf(creatorA.token);
    const beforeB = await profileOf(creatorB.token);
    const attempts = await Promise.all([
      call('PUT', '/api/creator/profile', creatorB.token, { username: creatorA.username, bio: 'mine' }),
      call('PUT', '/api/creator/onboarding/profile', creatorB.token, {
        username: creatorA.username,
        bio: 'x',
      }),
    ]);
    expect(attempts.map((response) => response.status)).toEqual([409, 409]);
    expect(await profileOf(creatorA.token)).toEqual(before);
    expect(await profileOf(creatorB.token)).toEqual(beforeB);
  });

  it('ids in the body are refused, not obeyed (400) and change nothing', async () => {
    const before = await profileOf(creatorA.token);
    const response = await call('PUT', '/api/creator/profile', creatorB.token, {
      id: before.creator.id,
      user_id: before.creator.id,
      username: creatorB.username,
      bio: 'hijack',
    });
    expect(response.status).toBe(400);
    expect(await profileOf(creatorA.token)).toEqual(before);
  });
});
