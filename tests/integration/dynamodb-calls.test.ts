/**
 * DynamoDB calls per request on the hot paths (docs/architecture.md section 9), counted on the real client against
 * DynamoDB Local: the redirect is two GetItems (link, brand's store) and one write, the write alone while cached; an Explore page is one Query plus one
 * BatchGetItem, searched or not; a directory page (brand's creators, creators' brands) is one bounded
 * Query plus at most one BatchGetItem; no route uses Scan.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../support/brand';
import { api, useCloudEnvironment } from '../support/cloud';
import { brandWithStore, json, onboardedCreator } from '../support/partnership';

let calls: string[] = [];

beforeAll(async () => {
  useCloudEnvironment();
  const { db } = await import('../../functions/shared/data/client');
  db.watch((call) => {
    // Issue 35: a brand request's own check (its membership, USER#{user} / MEMBERSHIP#…, the team's
    // two-factor requirement and the caller's second factor, USER#{user} / SECURITY, read before the route
    // runs: functions/shared/tenancy/, its own tests) is not the screen's reads.
    const input = JSON.stringify(call.input);
    if (input.includes('MEMBERSHIP#') || input.includes('"sk":"SECURITY"')) return;
    calls.push(`${call.operation}Command`);
  });
});

const event = (routeKey: string, rawPath: string, pathParameters: Record<string, string>, query = {}) =>
  ({
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    pathParameters,
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
    },
  }) as unknown as APIGatewayProxyEventV2;

const context = { awsRequestId: 'count' } as Context;

/** The event as API Gateway's JWT authorizer passes it for a signed-in user of a role. */
const signedIn = (base: APIGatewayProxyEventV2, sub: string, role: 'brand' | 'creator') =>
  ({
    ...base,
    requestContext: {
      ...base.requestContext,
      authorizer: {
        jwt: { claims: { sub, token_use: 'access', 'cognito:groups': `[${role}]` }, scopes: [] },
      },
    },
  }) as never;

describe('DynamoDB calls per request', () => {
  // Two GetItems since links follow the brand's CURRENT store: after the link, the brand's store is read
  // (three attributes) beside the click write, so a brand that changes or disconnects its store
  // re-targets every link at once and a released domain never gets shoppers. The latency cost is one
  // more round trip, in parallel with the click; still no Query, no Scan, one write.
  it('GET /r/{code}: a GetItem for the link, a GetItem for the brand’s store, one UpdateItem (the click); then, warm, the UpdateItem only', async () => {
    const [brand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
    const created = await api('/creator/links', {
      ...json('POST', { brand_id: brand.brandId, product_id: brand.liveProductIds[0] }),
      token: creator.token,
    });
    const code = created.body.link.referral_code as string;
    const { handler } = await import('../../functions/referrals/http/redirect');
    calls = [];
    const result = (await handler(event('GET /r/{code}', `/r/${code}`, { code }) as never, context)) as {
      statusCode: number;
    };
    expect(result.statusCode).toBe(302);
    expect(calls[0]).toBe('GetItemCommand');
    expect([...calls].sort()).toEqual(['GetItemCommand', 'GetItemCommand', 'UpdateItemCommand']);
    // Within the cache's minute the link and store are not read again: a hot link costs one write.
    calls = [];
    await handler(event('GET /r/{code}', `/r/${code}`, { code }) as never, context);
    expect(calls).toEqual(['UpdateItemCommand']);
  });

  it('GET /api/explore/products: one Query and at most one BatchGetItem per page', async () => {
    await brandWithStore(3);
    const { handler } = await import('../../functions/catalogue/http/explore');
    calls = [];
    const result = (await handler(
      event('GET /api/explore/products', '/api/explore/products', {}, { limit: '5' }) as never,
      context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(200);
    expect(calls.filter((name) => name === 'QueryCommand')).toHaveLength(1);
    expect(calls.filter((name) => name === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
    expect(calls.every((name) => ['QueryCommand', 'BatchGetItemCommand'].includes(name))).toBe(true);
  });

  it('GET /api/explore/products searched or by category: still one Query, at most one BatchGetItem', async () => {
    const { handler } = await import('../../functions/catalogue/http/explore');
    for (const query of [
      { limit: '48', search: 'no such product anywhere' },
      { limit: '5', category: 'beauty' },
      { limit: '5', category: 'toys', search: 'x' },
    ]) {
      calls = [];
      const result = (await handler(
        event('GET /api/explore/products', '/api/explore/products', {}, query) as never,
        context,
      )) as { statusCode: number };
      expect(result.statusCode).toBe(200);
      expect(calls.filter((name) => name === 'QueryCommand')).toHaveLength(1);
      expect(calls.filter((name) => name === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
      expect(calls.every((name) => ['QueryCommand', 'BatchGetItemCommand'].includes(name))).toBe(true);
    }
  });

  /**
   * The directories: whatever the filter or search, ONE Query (bounded by the page or the read budget)
   * and at most one BatchGetItem; the brand directory adds one GetItem of its totals, the creators
   * directory the two GetItems that find the caller's brand.
   */
  it.each([
    ['all', {}],
    ['all, searched', { search: 'nobody-matches-this' }],
    ['favorites', { filter: 'favorite' }],
    ['blacklisted, searched', { filter: 'blacklist', search: 'x' }],
    ['unrated', { filter: 'unrated' }],
    // Issue 34: a facet partition, the other filters on its items, sorted by results.
    ['niche', { niche: 'beauty' }],
    [
      'niche + platform + band, by sales',
      { niche: 'beauty', platform: 'tiktok', band: '10k_100k', sort: 'sales' },
    ],
    [
      'band, minimum results, by conversion',
      { band: 'over_1m', min_sales_cents: '100', min_conversion: '1', sort: 'conversion' },
    ],
    ['favorites in a niche', { filter: 'favorite', niche: 'home' }],
  ])('GET /api/brand/creators (%s): one Query, at most one BatchGetItem', async (_name, query) => {
    const [brand, creator] = await Promise.all([brandWithProducts(0), onboardedCreator()]);
    await api(`/brand/creators/${creator.creator.id}/relationship`, {
      ...json('PUT', { relationship_type: 'favorite' }),
      token: brand.token,
    });
    const me = await api('/me', { token: brand.token });
    const { handler } = await import('../../functions/partnerships/http/brand-creators');
    calls = [];
    const result = (await handler(
      signedIn(event('GET /api/brand/creators', '/api/brand/creators', {}, query), me.body.id, 'brand'),
      context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(200);
    const reads = calls.filter((name) => name !== 'GetItemCommand');
    expect(reads.filter((name) => name === 'QueryCommand')).toHaveLength(1);
    expect(reads.filter((name) => name === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
    expect(reads.every((name) => ['QueryCommand', 'BatchGetItemCommand'].includes(name))).toBe(true);
    // Issue 35: the brand in use comes with the membership check, so the brand itself is not read here.
    expect(calls.filter((name) => name === 'GetItemCommand')).toHaveLength(0);
  });

  it('GET /api/brand/creators/suggested: the brand’s products, one Query per category, one BatchGetItem', async () => {
    const brand = await brandWithProducts(2);
    const me = await api('/me', { token: brand.token });
    const { handler } = await import('../../functions/partnerships/http/brand-creators');
    calls = [];
    const result = (await handler(
      signedIn(
        event('GET /api/brand/creators/suggested', '/api/brand/creators/suggested', {}),
        me.body.id,
        'brand',
      ),
      context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(200);
    // The brand in use comes with the membership check (issue 35: not counted here, and no GetItem of the
    // brand); its products (one Query: both are beauty), the beauty niche's best (one Query), the brand's
    // marks on them (at most one BatchGetItem).
    expect(calls.filter((name) => name === 'QueryCommand')).toHaveLength(2);
    expect(calls.filter((name) => name === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
    expect(calls.filter((name) => name === 'GetItemCommand')).toHaveLength(0);
    expect(
      calls.every((name) => ['QueryCommand', 'BatchGetItemCommand', 'GetItemCommand'].includes(name)),
    ).toBe(true);
  });

  it('GET /api/creator/brands: one Query, and plain also one GetItem of the totals', async () => {
    const { handler } = await import('../../functions/catalogue/http/creator-brands');
    // The first read of a table may count the totals once (catalogue directory/get-brand-directory-stats.ts): not this one.
    await handler(
      signedIn(event('GET /api/creator/brands', '/api/creator/brands', {}), 'c', 'creator'),
      context,
    );
    for (const query of [{}, { search: 'nothing matches this' }]) {
      calls = [];
      const result = (await handler(
        signedIn(event('GET /api/creator/brands', '/api/creator/brands', {}, query), 'c', 'creator'),
        context,
      )) as { statusCode: number };
      expect(result.statusCode).toBe(200);
      // Searched, the tiles count the matches listed (issue 21): the directory's totals are not read.
      expect([...calls].sort()).toEqual(query.search ? ['QueryCommand'] : ['GetItemCommand', 'QueryCommand']);
    }
  });

  it('no request path issues a Scan', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        // A module's own tests (functions/<module>/tests/) may name a Scan to prove there is none.
        if (statSync(full).isDirectory()) entry !== 'tests' && walk(full);
        else if (full.endsWith('.ts')) files.push(full);
      }
    };
    walk(path.resolve(import.meta.dirname, '../../functions'));
    const scanning = files.filter((file) => /ScanCommand|\.scan\(/.test(readFileSync(file, 'utf8')));
    expect(scanning).toEqual([]);
  });
});
