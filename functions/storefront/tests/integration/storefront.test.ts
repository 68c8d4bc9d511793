/**
 * Storefronts over the wire (spec 2.3, 2.5): the editor's rules (only products the creator promotes,
 * once each, featured first then display order), bad input refused with nothing written, ownership
 * (a creator edits only their own; brands 403; anonymous 401), follows once per person under
 * concurrency, and the public page: ONE DynamoDB Query, CDN Cache-Control, 404 when missing or inactive.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDisclosure } from '../../../../contracts/storefront';
import { fillPath } from '../../../../tests/support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import { partnerOn } from '../../../../tests/support/sales';
import { routes } from '../../../routes';

type Creator = Awaited<ReturnType<typeof partnerOn>>;

let brand: StoreBrand;
let creator: Creator;
let other: Awaited<ReturnType<typeof onboardedCreator>>;

const call = (path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  api(path, { ...json(method, method === 'GET' ? undefined : body), ...(token ? { token } : {}) });

const editor = (token: string) => call('/creator/storefront', token);
const publicPage = (username: string) => api(`/storefront/${username}`);

const validSettings = {
  marketplace_name: 'Picks by me',
  bio: 'Things I love',
  theme_color: '#112233',
  background_color: '#fafafa',
  layout_style: 'list',
  header_image_url: 'https://example.com/header.jpg',
  is_active: true,
};

beforeAll(async () => {
  brand = await brandWithStore(3);
  creator = await partnerOn(brand, brand.liveProductIds[0] as string);
  // Partnered on a second product too (its link comes with the approval).
  await partnerOn(brand, brand.liveProductIds[1] as string, creator);
  other = await onboardedCreator();
}, 120_000);

describe('the editor', () => {
  it('starts from the spec defaults, offers the products the creator has links for, and is not public yet', async () => {
    const { status, body } = await editor(creator.token);
    expect(status).toBe(200);
    expect(body.exists).toBe(false);
    // The live preview's picture and followers, as the page shows them.
    expect(body).toMatchObject({ avatar_url: null, follower_count: 0 });
    expect(body.storefront).toEqual({
      marketplace_name: `${creator.creator.username} Store`,
      // Issue 34: the bio starts from the one written at onboarding.
      bio: creator.creator.bio,
      theme_color: '#000000',
      background_color: '#ffffff',
      layout_style: 'grid',
      header_image_url: null,
      is_active: true,
      disclosure: defaultDisclosure,
    });
    expect(body.products).toEqual([]);
    expect(body.promotable.map((p: { product_id: string }) => p.product_id).sort()).toEqual(
      brand.liveProductIds.slice(0, 2).sort(),
    );
    expect((await publicPage(creator.creator.username)).status).toBe(404);
  });

  it('adds products (through the creator’s own link), features one, reorders, and the page shows featured first', async () => {
    const [first, second] = brand.liveProductIds as [string, string];
    const added = await call('/creator/storefront/products', creator.token, 'POST', { product_id: first });
    expect(added.status).toBe(201);
    expect(added.body.product).toMatchObject({ product_id: first, featured: false, display_order: 0 });
    expect(added.body.product.share_url).toBe(`/r/${encodeURIComponent(creator.code)}`);
    const again = await call('/creator/storefront/products', creator.token, 'POST', { product_id: first });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This product is already on your storefront');

    expect(
      (
        await call('/creator/storefront/products', creator.token, 'POST', {
          product_id: second,
          custom_description: 'My favourite',
        })
      ).status,
    ).toBe(201);
    const featured = await call(`/creator/storefront/products/${second}`, creator.token, 'PATCH', {
      featured: true,
    });
    expect(featured.status).toBe(200);
    expect(featured.body.product).toMatchObject({ featured: true, custom_description: 'My favourite' });

    const page = await publicPage(creator.creator.username);
    expect(page.status).toBe(200);
    expect(page.body.storefront).toMatchObject({
      username: creator.creator.username,
      marketplace_name: `${creator.creator.username} Store`,
      // No storefront bio yet: the creator's own (spec 2.3).
      bio: creator.creator.bio,
      follower_count: 0,
    });
    expect(page.body.products.map((p: { product_id: string }) => p.product_id)).toEqual([second, first]);

    // Unfeature, then reorder: display order decides.
    await call(`/creator/storefront/products/${second}`, creator.token, 'PATCH', { featured: false });
    expect((await publicPage(creator.creator.username)).body.products[0].product_id).toBe(first);
    const reordered = await call('/creator/storefront/order', creator.token, 'PUT', {
      product_ids: [second, first],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.products.map((p: { product_id: string }) => p.product_id)).toEqual([second, first]);
    expect(
      (await publicPage(creator.creator.username)).body.products.map(
        (p: { product_id: string }) => p.product_id,
      ),
    ).toEqual([second, first]);
  });

  it('saves settings; the page answers them with CDN Cache-Control; inactive → 404', async () => {
    const saved = await call('/creator/storefront', creator.token, 'PUT', validSettings);
    expect(saved.status).toBe(200);
    expect(saved.body.storefront).toEqual({ ...validSettings, disclosure: defaultDisclosure });
    const page = await publicPage(creator.creator.username);
    expect(page.body.storefront).toMatchObject({ ...validSettings, bio: 'Things I love' });
    const cacheControl = page.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/s-maxage=\d+/);
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
    // An edit shows within a minute: what a shared cache may keep, fresh plus stale, is at most 60 s.
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1]);
    expect(seconds('s-maxage') + seconds('stale-while-revalidate')).toBeLessThanOrEqual(60);

    expect(
      (await call('/creator/storefront', creator.token, 'PUT', { ...validSettings, is_active: false }))
        .status,
    ).toBe(200);
    const inactive = await publicPage(creator.creator.username);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error).toEqual({ code: 'not_found', message: 'Storefront not found' });
    expect(inactive.headers.get('cache-control')).toBe('no-store');
    expect((await call('/creator/storefront', creator.token, 'PUT', validSettings)).status).toBe(200);
    expect((await publicPage('nobody_has_this_name')).status).toBe(404);
  });

  it('the affiliate disclosure: reworded and shown on the page, kept when left out, never removed or emptied of its meaning', async () => {
    const reworded = 'Heads up: I get a small affiliate commission when you buy through my links.';
    const saved = await call('/creator/storefront', creator.token, 'PUT', {
      ...validSettings,
      disclosure: `  ${reworded}  `,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.storefront.disclosure).toBe(reworded);
    expect((await publicPage(creator.creator.username)).body.storefront.disclosure).toBe(reworded);
    // A client that sends no disclosure (one from before it existed) leaves it as it is.
    expect(
      (await call('/creator/storefront', creator.token, 'PUT', validSettings)).body.storefront.disclosure,
    ).toBe(reworded);

    const before = await editor(creator.token);
    for (const [disclosure, message] of [
      ['   ', /Keep a disclosure/],
      ['Hi, welcome to my shop!', /say that you earn a commission/],
      [`I earn a commission ${'x'.repeat(300)}`, /at most 300 characters/],
      [42, /must be text/],
    ] as const) {
      const refused = await call('/creator/storefront', creator.token, 'PUT', {
        ...validSettings,
        disclosure,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.disclosure).toMatch(message);
    }
    expect(await editor(creator.token)).toMatchObject({ body: before.body });

    // Back to the default wording for the tests that follow.
    const reset = await call('/creator/storefront', creator.token, 'PUT', {
      ...validSettings,
      disclosure: defaultDisclosure,
    });
    expect(reset.body.storefront.disclosure).toBe(defaultDisclosure);
  });

  it('an empty marketplace name falls back to the spec default', async () => {
    const saved = await call('/creator/storefront', creator.token, 'PUT', {
      ...validSettings,
      marketplace_name: '',
    });
    expect(saved.body.storefront.marketplace_name).toBe(`${creator.creator.username} Store`);
    expect((await call('/creator/storefront', creator.token, 'PUT', validSettings)).status).toBe(200);
  });

  it('refuses a product the creator has no link for (403) and one that does not exist, writing nothing', async () => {
    const before = await editor(creator.token);
    const notPromoted = await call('/creator/storefront/products', creator.token, 'POST', {
      product_id: brand.liveProductIds[2],
    });
    expect(notPromoted.status).toBe(403);
    expect(notPromoted.body.error.fields.product_id).toMatch(/promote/);
    expect(
      (await call('/creator/storefront/products', creator.token, 'POST', { product_id: 'pr_nope' })).status,
    ).toBe(403);
    expect(await editor(creator.token)).toMatchObject({ body: before.body });
  });

  it('removes a product (204), then 404 for one not on the storefront', async () => {
    const first = brand.liveProductIds[0] as string;
    expect((await call(`/creator/storefront/products/${first}`, creator.token, 'DELETE')).status).toBe(204);
    const gone = await call(`/creator/storefront/products/${first}`, creator.token, 'DELETE');
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('This product is not on your storefront');
    expect(
      (await call(`/creator/storefront/products/${first}`, creator.token, 'PATCH', { featured: true }))
        .status,
    ).toBe(404);
    const page = await publicPage(creator.creator.username);
    expect(page.body.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      brand.liveProductIds[1],
    ]);
    expect(
      (
        await call('/creator/storefront/products', creator.token, 'POST', {
          product_id: first,
          featured: true,
        })
      ).status,
    ).toBe(201);
  });
});

describe('bad input → 4xx with {error:{code,message,fields}}, nothing written', () => {
  const cases: [string, string, string, unknown, string][] = [
    ['colour not hex', 'PUT', '/creator/storefront', { ...validSettings, theme_color: 'red' }, 'theme_color'],
    [
      'background not hex',
      'PUT',
      '/creator/storefront',
      { ...validSettings, background_color: '#12345' },
      'background_color',
    ],
    [
      'unknown layout',
      'PUT',
      '/creator/storefront',
      { ...validSettings, layout_style: 'carousel' },
      'layout_style',
    ],
    [
      'name too long',
      'PUT',
      '/creator/storefront',
      { ...validSettings, marketplace_name: 'x'.repeat(81) },
      'marketplace_name',
    ],
    ['bio too long', 'PUT', '/creator/storefront', { ...validSettings, bio: 'x'.repeat(501) }, 'bio'],
    [
      'header not a URL',
      'PUT',
      '/creator/storefront',
      { ...validSettings, header_image_url: 'javascript:alert(1)' },
      'header_image_url',
    ],
    ['active not boolean', 'PUT', '/creator/storefront', { ...validSettings, is_active: 'yes' }, 'is_active'],
    [
      'missing field',
      'PUT',
      '/creator/storefront',
      { ...validSettings, theme_color: undefined },
      'theme_color',
    ],
    ['unknown field', 'PUT', '/creator/storefront', { ...validSettings, follower_count: 1e6 }, ''],
    ['no product id', 'POST', '/creator/storefront/products', {}, 'product_id'],
    [
      'description too long',
      'POST',
      '/creator/storefront/products',
      { product_id: 'p', custom_description: 'x'.repeat(301) },
      'custom_description',
    ],
    ['featured not boolean', 'PATCH', '/creator/storefront/products/p', { featured: 'yes' }, 'featured'],
    ['nothing to change', 'PATCH', '/creator/storefront/products/p', {}, ''],
    ['order not a list', 'PUT', '/creator/storefront/order', { product_ids: 'a,b' }, 'product_ids'],
    ['order with a repeat', 'PUT', '/creator/storefront/order', { product_ids: ['a', 'a'] }, 'product_ids'],
  ];

  it.each(cases)('%s', async (_name, method, path, body, field) => {
    const before = await publicPage(creator.creator.username);
    const response = await call(path, creator.token, method, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.message).toEqual(expect.any(String));
    if (field) expect(response.body.error.fields?.[field]).toEqual(expect.any(String));
    expect((await publicPage(creator.creator.username)).body).toEqual(before.body);
  });

  it('an order that does not list exactly the storefront’s products → 400, order unchanged', async () => {
    const before = await publicPage(creator.creator.username);
    const response = await call('/creator/storefront/order', creator.token, 'PUT', {
      product_ids: [brand.liveProductIds[0]],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.product_ids).toBe('List every product on your storefront, each once');
    expect((await publicPage(creator.creator.username)).body).toEqual(before.body);
  });
});

describe('ownership', () => {
  const editorRoutes = routes.filter((route) => route.feature === 'storefront-editor');

  it.each(editorRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'anonymous 401, brand 403: %s',
    async (_name, route) => {
      const path = fillPath(route.path).replace(/^\/api/, '');
      expect((await call(path, undefined, route.method, {})).status).toBe(401);
      const asBrand = await call(path, brand.token, route.method, {});
      expect(asBrand.status).toBe(403);
      expect(asBrand.body.error.code).toBe('forbidden');
    },
  );

  it("another creator's edits land on their own storefront only; A's page is unchanged", async () => {
    const before = await publicPage(creator.creator.username);
    // B names A's product: B has no link for it, so it is refused, and A's entry cannot be reached.
    const products = before.body.products as { product_id: string }[];
    const target = products[0]?.product_id as string;
    expect(
      (await call('/creator/storefront/products', other.token, 'POST', { product_id: target })).status,
    ).toBe(403);
    expect(
      (await call(`/creator/storefront/products/${target}`, other.token, 'PATCH', { featured: false }))
        .status,
    ).toBe(404);
    expect((await call(`/creator/storefront/products/${target}`, other.token, 'DELETE')).status).toBe(404);
    expect(
      (await call('/creator/storefront/order', other.token, 'PUT', { product_ids: [target] })).status,
    ).toBe(400);
    expect(
      (await call('/creator/storefront', other.token, 'PUT', { ...validSettings, marketplace_name: 'B' }))
        .status,
    ).toBe(200);
    expect((await publicPage(creator.creator.username)).body).toEqual(before.body);
    expect((await publicPage(other.creator.username)).body.storefront.marketplace_name).toBe('B');
  });
});

describe('follow', () => {
  it('asks for a login when signed out (401)', async () => {
    expect((await call(`/storefront-follows/${creator.creator.username}`, undefined, 'PUT')).status).toBe(
      401,
    );
  });

  it('10 concurrent follows by one person count once; unfollow twice counts once; others add up', async () => {
    const fan = await signedUpUser('brand');
    const username = creator.creator.username;
    const follows = await Promise.all(
      Array.from({ length: 10 }, () => call(`/storefront-follows/${username}`, fan.token, 'PUT')),
    );
    expect(follows.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await call(`/storefront-follows/${username}`, fan.token)).toMatchObject({
      body: { following: true, follower_count: 1 },
    });
    expect((await publicPage(username)).body.storefront.follower_count).toBe(1);

    // Another person (a creator) follows too.
    expect((await call(`/storefront-follows/${username}`, other.token, 'PUT')).body).toEqual({
      following: true,
      follower_count: 2,
    });
    const unfollows = await Promise.all(
      Array.from({ length: 5 }, () => call(`/storefront-follows/${username}`, fan.token, 'DELETE')),
    );
    expect(unfollows.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await call(`/storefront-follows/${username}`, fan.token)).body).toEqual({
      following: false,
      follower_count: 1,
    });
  });

  it('a storefront that does not exist, or is inactive, cannot be followed (404)', async () => {
    const fan = await signedUpUser('creator');
    expect((await call('/storefront-follows/nobody_has_this_name', fan.token, 'PUT')).status).toBe(404);
    const fresh = await onboardedCreator();
    // An onboarded creator without a storefront yet.
    expect((await call(`/storefront-follows/${fresh.creator.username}`, fan.token, 'PUT')).status).toBe(404);
  });
});

describe('the public page is ONE DynamoDB Query', () => {
  it('GET /api/storefront/{username}: exactly one Query, and nothing else', async () => {
    useCloudEnvironment();
    const { db } = await import('../../../shared/data/client');
    const calls: string[] = [];
    db.watch((call) => {
      calls.push(`${call.operation}Command`);
    });
    const { handler } = await import('../../http/storefront');
    const username = creator.creator.username;
    const rawPath = `/api/storefront/${username}`;
    const event = {
      version: '2.0',
      routeKey: 'GET /api/storefront/{username}',
      rawPath,
      rawQueryString: '',
      headers: {},
      pathParameters: { username },
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
      },
    } as unknown as APIGatewayProxyEventV2;
    const result = (await handler(event as never, { awsRequestId: 'count' } as Context)) as {
      statusCode: number;
      body: string;
    };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body).products.length).toBeGreaterThan(0);
    expect(calls).toEqual(['QueryCommand']);
  });
});

describe('a rename', () => {
  it('moves the storefront to the new name; the old name serves nothing, even once someone else takes it', async () => {
    const renamer = await partnerOn(brand, brand.liveProductIds[2] as string);
    const oldName = renamer.creator.username;
    expect(
      (
        await call('/creator/storefront/products', renamer.token, 'POST', {
          product_id: brand.liveProductIds[2],
        })
      ).status,
    ).toBe(201);
    expect((await call('/creator/storefront', renamer.token, 'PUT', validSettings)).status).toBe(200);
    expect((await publicPage(oldName)).status).toBe(200);

    const newName = `${oldName.slice(0, 20)}_new`;
    const renamed = await call('/creator/profile', renamer.token, 'PUT', {
      username: newName,
      bio: 'Renamed',
    });
    expect(renamed.status).toBe(200);
    const moved = await publicPage(newName);
    expect(moved.status).toBe(200);
    expect(moved.body.storefront).toMatchObject({
      username: newName,
      marketplace_name: validSettings.marketplace_name,
    });
    expect(moved.body.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      brand.liveProductIds[2],
    ]);
    expect((await publicPage(oldName)).status).toBe(404);

    // Someone else claims the released name: their page is theirs (none yet), never the first owner's.
    const next = await onboardedCreator(oldName);
    expect(next.creator.username).toBe(oldName);
    expect((await publicPage(oldName)).status).toBe(404);
  }, 60_000);
});
