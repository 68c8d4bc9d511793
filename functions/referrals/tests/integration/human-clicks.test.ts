/**
 * /r/{code} counts people, not robots, and a hot link costs one write. Over the wire: a HEAD, a
 * browser prefetch and Slack's link-preview agent are each redirected like a shopper but leave the human
 * count (what every screen shows) unchanged, only the raw count moves; a browser's GET adds one human
 * click, to the shards and, through the stream aggregator, to the link, brand and creator totals.
 * In process (the handler module itself, with its cache clock): a second click within the minute reads
 * nothing, only writes; a changed store shows once the minute is over (also over the wire).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrand } from '../../../../tests/support/brand';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { json, type onboardedCreator } from '../../../../tests/support/partnership';
import { BROWSER_UA } from '../../../../tests/support/shopify-connect';
import { linkToOtherStore } from './other-store-link';
import { passRedirectCacheMinute } from './redirect-cache';

const oldHost = `old-${randomUUID().slice(0, 8)}.example.com`;
const newHost = `new-${randomUUID().slice(0, 8)}.example.com`;
let brand: TestBrand;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
let code: string;

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, creator, code } = await linkToOtherStore(oldHost));
});

const follow = async (method: 'GET' | 'HEAD', headers: Record<string, string>) => {
  const response = await fetch(`${outputs().WebUrl}/r/${code}`, { method, headers, redirect: 'manual' });
  expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(302);
  return new URL(response.headers.get('location') ?? '');
};

const countsOf = async (key: { pk: string; sk: string }) => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: outputs().TableName, Key: key, ConsistentRead: true }),
  );
  return { human: Number(Item?.clicks ?? 0), robots: Number(Item?.robot_clicks ?? 0) };
};

/** The link's counts once the shards and the aggregated totals (link, brand, creator) agree on them. */
const settledCounts = (expected: { human: number; robots: number }) =>
  eventually(async () => {
    const { countClickKinds } = await import('../../entities/click-counter');
    const shards = await countClickKinds(code);
    const totals = await Promise.all([
      countsOf({ pk: `LINK#${code}`, sk: 'LINK' }),
      countsOf({ pk: `BRAND#${brand.brandId}`, sk: 'STATS' }),
      countsOf({ pk: `CREATOR#${creator.creator.id}`, sk: 'STATS' }),
    ]);
    const all = [{ human: shards.clicks, robots: shards.robotClicks }, ...totals];
    return all.every((c) => c.human === expected.human && c.robots === expected.robots) ? all : undefined;
  }, 15_000);

describe('/r/{code} counts people', () => {
  it('a HEAD, a prefetch and a link-preview bot are redirected but not counted as people; a browser is', async () => {
    const shopper = await follow('GET', { 'user-agent': BROWSER_UA });
    expect(shopper.host).toBe(oldHost);
    expect(shopper.searchParams.get('ref')).toBe(code);
    for (const location of [
      await follow('HEAD', { 'user-agent': BROWSER_UA }),
      await follow('GET', { 'user-agent': BROWSER_UA, 'sec-purpose': 'prefetch' }),
      await follow('GET', { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }),
    ]) {
      expect(location.href).toBe(shopper.href);
    }
    await settledCounts({ human: 1, robots: 3 });

    // Screens and their API show people's clicks; the conversion rate is over them too.
    const dashboard = (await api('/creator/dashboard', { token: creator.token })).body;
    expect(dashboard.totals.clicks).toBe(1);
    expect(dashboard.series.at(-1).clicks).toBe(1);

    await follow('GET', { 'user-agent': BROWSER_UA });
    await settledCounts({ human: 2, robots: 3 });
  });

  it('a new store shows once the redirect cache’s minute is over', async () => {
    const moved = await api('/brand/store', {
      ...json('POST', { platform: 'woocommerce', store_url: `https://${newHost}` }),
      token: brand.token,
    });
    expect(moved.status).toBe(200);
    await passRedirectCacheMinute();
    expect((await follow('GET', { 'user-agent': BROWSER_UA })).host).toBe(newHost);
  });
});

describe('the redirect’s cache (in process, its own clock)', () => {
  const event = (method: 'GET' | 'HEAD') =>
    ({
      version: '2.0',
      routeKey: `${method} /r/{code}`,
      rawPath: `/r/${code}`,
      rawQueryString: '',
      headers: { 'user-agent': BROWSER_UA },
      pathParameters: { code },
      isBase64Encoded: false,
      requestContext: {
        http: {
          method,
          path: `/r/${code}`,
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: BROWSER_UA,
        },
        requestId: randomUUID(),
        routeKey: `${method} /r/{code}`,
      },
    }) as unknown as APIGatewayProxyEventV2;
  const context = { awsRequestId: randomUUID(), functionName: 'redirect' } as Context;

  it('reads the link and store once a minute: a second click only writes; then the store as it is now', async () => {
    const { handler, destinations, destinationReads } = await import('../../http/redirect');
    let now = Date.now();
    destinations.now = () => now;
    destinations.clear();
    const redirect = async (method: 'GET' | 'HEAD' = 'GET') => {
      const result = (await handler(event(method) as never, context)) as {
        statusCode: number;
        headers: Record<string, string>;
      };
      expect(result.statusCode).toBe(302);
      return new URL(result.headers.location ?? '').host;
    };
    const reads = destinationReads.count;
    const before = await redirect();
    expect(destinationReads.count).toBe(reads + 1);

    // The store changes: within the minute the cached one is served and nothing is read again.
    const nextHost = `next-${randomUUID().slice(0, 8)}.example.com`;
    const moved = await api('/brand/store', {
      ...json('POST', { platform: 'other', store_url: `https://${nextHost}` }),
      token: brand.token,
    });
    expect(moved.status).toBe(200);
    now += 59_000;
    expect(await redirect()).toBe(before);
    expect(await redirect('HEAD')).toBe(before);
    expect(destinationReads.count).toBe(reads + 1);

    now += 1_000;
    expect(await redirect()).toBe(nextHost);
    expect(destinationReads.count).toBe(reads + 2);
  });
});
