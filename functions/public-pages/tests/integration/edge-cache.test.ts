/**
 * Issue 20: the local cloud's CloudFront in front of the render function behaves as the deployed one. A
 * storefront page is served from the edge cache on the next GET (a change written straight to DynamoDB,
 * with no event, does not show); the invalidation consumer, through the product's CloudFront client and
 * the local CloudFront API, drops it, so the next GET renders the change; a redelivered event (same
 * CallerReference) purges nothing a second time.
 */

import { randomUUID } from 'node:crypto';
import {
  CloudFrontClient,
  GetInvalidationCommand,
  ListInvalidationsCommand,
} from '@aws-sdk/client-cloudfront';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api, documentClient, eventually, outputs } from '../../../../tests/support/cloud';
import { fetchPage, readHead, siteUrl } from '../../../../tests/support/html-page';
import { json } from '../../../../tests/support/partnership';
import type { BusEvent } from '../../../shared/events/consumer';

let username: string;
let storefrontKey: { pk: string; sk: string };

const titleOf = async (path: string) => {
  const page = await fetchPage(path);
  return { status: page.status, cache: page.headers.get('x-cache'), title: readHead(page.html).titles[0] };
};

/** Renames the storefront in the table itself: what no product code does, so no event follows. */
const renameInTable = async (marketplaceName: string) => {
  await documentClient().send(
    new UpdateCommand({
      TableName: outputs().TableName,
      Key: storefrontKey,
      UpdateExpression: 'SET marketplace_name = :name',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': marketplaceName },
    }),
  );
};

/** The StorefrontChanged delivery the rule would make, with the outbox's id as its meta. */
const storefrontChanged = (eventId: string): BusEvent<'StorefrontChanged'> => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'StorefrontChanged',
  source: 'marketplace.storefront',
  account: '000000000000',
  time: new Date().toISOString(),
  region: outputs().Region,
  resources: [],
  detail: { version: 1, username, meta: { eventId, occurredAt: new Date().toISOString() } },
});

const consumer = async () => {
  // The consumer in this worker calls the local cloud's CloudFront API, as it does inside the cloud.
  Object.assign(process.env, {
    AWS_REGION: outputs().Region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    CLOUDFRONT_ENDPOINT: outputs().CloudFrontEndpoint,
    PUBLIC_PAGES_DISTRIBUTION_ID: outputs().PublicPagesDistributionId,
  });
  return (await import('../../consumers/invalidate-public-pages.consumer')).handler;
};

beforeAll(async () => {
  const creator = await onboardedCreator();
  username = creator.creator.username;
  const saved = await api('/creator/storefront', {
    ...json('PUT', {
      marketplace_name: 'First name',
      bio: 'Picks',
      theme_color: '#112233',
      background_color: '#fafafa',
      layout_style: 'grid',
      header_image_url: 'https://images.example.com/header.jpg',
      is_active: true,
    }),
    token: creator.token,
  });
  expect(saved.status).toBe(200);
  storefrontKey = { pk: `CREATOR#${creator.creator.id}`, sk: 'STOREFRONT' };
  const item = await documentClient().send(
    new GetCommand({ TableName: outputs().TableName, Key: storefrontKey }),
  );
  expect(item.Item?.username).toBe(username);
  // The save announced StorefrontChanged, and the real consumer invalidates the page when it gets it:
  // wait for that invalidation, so it cannot land in the middle of the cache's checks below.
  await eventually(
    async () => ((await invalidatedPaths()).includes(`/${username}`) ? true : undefined),
    30_000,
  );
}, 120_000);

/** Every path the local distribution has invalidated, through the SDK's List and GetInvalidation. */
const invalidatedPaths = async (): Promise<string[]> => {
  const client = new CloudFrontClient({
    region: 'us-east-1',
    endpoint: outputs().CloudFrontEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const DistributionId = outputs().PublicPagesDistributionId;
  const list = await client.send(new ListInvalidationsCommand({ DistributionId }));
  const paths: string[] = [];
  for (const { Id } of list.InvalidationList?.Items ?? []) {
    const one = await client.send(new GetInvalidationCommand({ DistributionId, Id }));
    paths.push(...(one.Invalidation?.InvalidationBatch?.Paths?.Items ?? []));
  }
  return paths;
};

describe('the local CDN in front of the public pages', () => {
  it('serves a storefront from the edge cache, and renders it again after its invalidation, once', async () => {
    const path = `/${username}`;
    expect(await titleOf(path)).toMatchObject({ status: 200, cache: 'Miss from cloudfront' });
    const first = await titleOf(path);
    expect(first).toMatchObject({ status: 200, cache: 'Hit from cloudfront' });
    expect(first.title).toContain('First name');

    // Changed behind the cache's back: the cached copy is still what viewers get.
    await renameInTable('Second name');
    expect(await titleOf(path)).toMatchObject({ cache: 'Hit from cloudfront', title: first.title });
    // A query string is not part of the key either (?follow=1 is read by the page's script).
    expect(await titleOf(`${path}?follow=1`)).toMatchObject({
      cache: 'Hit from cloudfront',
      title: first.title,
    });

    const handler = await consumer();
    const eventId = `evt_${randomUUID()}`;
    await handler(storefrontChanged(eventId));
    const fresh = await titleOf(path);
    expect(fresh).toMatchObject({ status: 200, cache: 'Miss from cloudfront' });
    expect(fresh.title).toContain('Second name');

    // The same event delivered again: CloudFront answers the invalidation it made and purges nothing.
    await renameInTable('Third name');
    await handler(storefrontChanged(eventId));
    expect(await titleOf(path)).toMatchObject({ cache: 'Hit from cloudfront', title: fresh.title });

    // Another event (another outbox id) is another invalidation.
    await handler(storefrontChanged(`evt_${randomUUID()}`));
    expect((await titleOf(path)).title).toContain('Third name');
  });

  it('answers the stand-in API only for the local distribution', async () => {
    const response = await fetch(
      `${outputs().CloudFrontEndpoint}/2020-05-31/distribution/ENOSUCH/invalidation`,
      { method: 'POST', body: '<InvalidationBatch/>' },
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<Code>NoSuchDistribution</Code>');
    // The site itself is unaffected by the API's path.
    expect((await fetch(`${siteUrl()}/__local/cloudfront`)).status).not.toBe(500);
  });
});
