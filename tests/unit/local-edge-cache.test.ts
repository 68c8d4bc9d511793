/**
 * The local CloudFront in front of the render function (infra/local/edge-cache.ts, cloudfront-api.ts):
 * the deployed cache policy's freshness rules, stale-while-revalidate, invalidations (with `*`), and the
 * CloudFront API stand-in as the product's own SDK client speaks to it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalCloudFrontApi, LOCAL_DISTRIBUTION_ID } from '../../infra/local/cloudfront-api';
import {
  type CachedAnswer,
  cacheLifetime,
  createEdgeCache,
  freshness,
  MAX_TTL_SECONDS,
  type OriginAnswer,
} from '../../infra/local/edge-cache';

const PAGE = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400';

describe('what the edge keeps, from Cache-Control', () => {
  it('s-maxage over max-age, with stale-while-revalidate; at most a day', () => {
    expect(cacheLifetime(PAGE)).toEqual({ ttl: 600, staleWhileRevalidate: 86_400 });
    expect(cacheLifetime('public, max-age=0, s-maxage=60')).toEqual({ ttl: 60, staleWhileRevalidate: 0 });
    expect(cacheLifetime('public, max-age=120')).toEqual({ ttl: 120, staleWhileRevalidate: 0 });
    expect(cacheLifetime('public, s-maxage=999999')?.ttl).toBe(MAX_TTL_SECONDS);
  });

  it('nothing for no-store, no-cache, private, a zero lifetime or no header (the default TTL is 0)', () => {
    for (const value of [
      'no-store',
      'no-cache',
      'private, s-maxage=600',
      'public, max-age=0',
      '',
      undefined,
    ]) {
      expect(cacheLifetime(value), String(value)).toBeUndefined();
    }
  });

  it('fresh for s-maxage, then stale for stale-while-revalidate, then expired', () => {
    const entry: CachedAnswer = {
      answer: { status: 200, headers: {}, body: '' },
      storedAt: 0,
      lifetime: { ttl: 600, staleWhileRevalidate: 60 },
    };
    expect(freshness(entry, 599_999)).toBe('fresh');
    expect(freshness(entry, 600_000)).toBe('stale');
    expect(freshness(entry, 659_999)).toBe('stale');
    expect(freshness(entry, 660_000)).toBe('expired');
  });
});

/** An origin whose answers the test sets, counting its calls, on a clock the test moves. */
const fakeOrigin = () => {
  const state = { body: 'v1', cacheControl: PAGE, calls: 0, now: 0, gate: Promise.resolve() };
  const cache = createEdgeCache<null>({
    now: () => state.now,
    fetch: async (path, method): Promise<OriginAnswer> => {
      state.calls += 1;
      const body = state.body;
      await state.gate;
      return {
        status: 200,
        headers: { 'cache-control': state.cacheControl },
        body: method === 'HEAD' ? '' : `${path}:${body}`,
      };
    },
  });
  return { state, cache, get: (path: string) => cache.get(path, 'GET', null) };
};

describe('the local edge cache', () => {
  it('serves a page from the cache until its s-maxage, per path, ignoring nothing else', async () => {
    const { state, get } = fakeOrigin();
    expect(await get('/ava')).toMatchObject({ body: '/ava:v1', cacheStatus: 'Miss' });
    state.body = 'v2';
    state.now = 599_000;
    expect(await get('/ava')).toMatchObject({ body: '/ava:v1', cacheStatus: 'Hit', age: 599 });
    expect(await get('/bob')).toMatchObject({ body: '/bob:v2', cacheStatus: 'Miss' });
    expect(state.calls).toBe(2);
  });

  it('serves a stale page at once while one background request refetches it', async () => {
    const { state, cache, get } = fakeOrigin();
    await get('/ava');
    state.body = 'v2';
    state.now = 700_000;
    // The origin takes its time: both viewers get the stale copy at once, and only one refetch is made.
    let answer: () => void = () => undefined;
    state.gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    expect(await get('/ava')).toMatchObject({ body: '/ava:v1', cacheStatus: 'RefreshHit' });
    expect(await get('/ava')).toMatchObject({ body: '/ava:v1', cacheStatus: 'RefreshHit' });
    answer();
    await cache.settled();
    expect(state.calls).toBe(2);
    expect(await get('/ava')).toMatchObject({ body: '/ava:v2', cacheStatus: 'Hit' });
  });

  it('asks the origin again once a page is past stale-while-revalidate', async () => {
    const { state, get } = fakeOrigin();
    state.cacheControl = 'public, s-maxage=10, stale-while-revalidate=5';
    await get('/ava');
    state.body = 'v2';
    state.now = 15_000;
    expect(await get('/ava')).toMatchObject({ body: '/ava:v2', cacheStatus: 'Miss' });
  });

  it('never keeps a no-store answer, and a HEAD is never stored', async () => {
    const { state, cache, get } = fakeOrigin();
    state.cacheControl = 'no-store';
    await get('/down');
    await get('/down');
    expect(state.calls).toBe(2);
    state.cacheControl = PAGE;
    await cache.get('/head-only', 'HEAD', null);
    expect(cache.keys()).toEqual([]);
  });

  it('an invalidation drops the paths it names, `*` at the end as a prefix', async () => {
    const { state, cache, get } = fakeOrigin();
    for (const path of ['/ava', '/ava/', '/product/1', '/product/2', '/productive']) await get(path);
    expect(cache.invalidate(['/ava', '/product/*'])).toBe(3);
    expect(cache.keys().sort()).toEqual(['/ava/', '/productive']);
    state.body = 'v2';
    expect(await get('/product/1')).toMatchObject({ body: '/product/1:v2', cacheStatus: 'Miss' });
  });

  it('does not keep an origin answer that was under way when an invalidation came', async () => {
    let release: () => void = () => undefined;
    const cache = createEdgeCache<null>({
      fetch: () =>
        new Promise<OriginAnswer>((resolve) => {
          release = () => resolve({ status: 200, headers: { 'cache-control': PAGE }, body: 'old' });
        }),
    });
    const pending = cache.get('/ava', 'GET', null);
    cache.invalidate(['/ava']);
    release();
    expect((await pending).body).toBe('old');
    expect(cache.keys()).toEqual([]);
  });
});

describe('the local CloudFront API, through the product SDK', () => {
  let server: Server;
  let client: CloudFrontClient;
  const purged: string[][] = [];

  beforeAll(async () => {
    const api = createLocalCloudFrontApi((paths) => void purged.push([...paths]));
    server = createServer((req, res) => {
      req.url = (req.url ?? '/').slice('/__local/cloudfront'.length) || '/';
      void api.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = new CloudFrontClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/__local/cloudfront`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });

  afterAll(() => {
    client.destroy();
    server.close();
  });

  const invalidate = (paths: string[], callerReference: string, distributionId = LOCAL_DISTRIBUTION_ID) =>
    client.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: callerReference,
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );

  it('creates an invalidation and purges its paths; the same CallerReference purges nothing again', async () => {
    const first = await invalidate(['/ava', '/product/*'], 'evt-1');
    expect(first.Invalidation).toMatchObject({
      Id: expect.stringMatching(/^I[A-Z0-9]+$/),
      Status: 'Completed',
      InvalidationBatch: { CallerReference: 'evt-1', Paths: { Quantity: 2, Items: ['/ava', '/product/*'] } },
    });
    expect(first.Location).toContain(
      `/distribution/${LOCAL_DISTRIBUTION_ID}/invalidation/${first.Invalidation?.Id}`,
    );
    expect(purged).toEqual([['/ava', '/product/*']]);

    const again = await invalidate(['/ava', '/product/*'], 'evt-1');
    expect(again.Invalidation?.Id).toBe(first.Invalidation?.Id);
    expect(purged).toHaveLength(1);
  });

  it('refuses a reused CallerReference with other paths, and an unknown distribution', async () => {
    await invalidate(['/bob'], 'evt-2');
    await expect(invalidate(['/carl'], 'evt-2')).rejects.toMatchObject({
      name: 'InvalidationBatchAlreadyExists',
    });
    await expect(invalidate(['/bob'], 'evt-3', 'EOTHER')).rejects.toMatchObject({
      name: 'NoSuchDistribution',
    });
  });
});
