/**
 * A webhook the demo store could not deliver is not lost when the store restarts: the order and its
 * pending delivery are in state.json, and the next start resumes it under the same webhook id.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDemoShopify, type DemoShopify } from '../../stand-ins/shopify';
import { serveDemoShopify } from '../support/demo-shopify-server';

const apiSecret = 'deliveries-test-secret';
const shop = 'deliveries-test.myshopify.com';
let dataDir: string;
let server: Server;
let base: string;
let store: DemoShopify;

const start = () => createDemoShopify({ dataDir, apiKey: 'k', apiSecret, baseUrl: `${base}/__shopify` });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-deliveries-'));
  ({ server, base } = await serveDemoShopify(() => store));
  store = start();
});

afterAll(async () => {
  store.stop();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

it('resumes a pending delivery after a restart, with the same webhook id and a valid HMAC', async () => {
  // A receiver address nothing listens on yet.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));

  const token = store.issueAccessToken(shop);
  const subscribed = await fetch(`${base}/__shopify/${shop}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({
      query:
        'mutation S($topic: WebhookSubscriptionTopic!, $w: WebhookSubscriptionInput!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: $w) { userErrors { message } } }',
      variables: {
        topic: 'ORDERS_PAID',
        webhookSubscription: { callbackUrl: `http://127.0.0.1:${port}/hooks` },
      },
    }),
  });
  expect((await subscribed.json()).data.webhookSubscriptionCreate.userErrors).toEqual([]);
  const placed = await fetch(`${base}/__shopify/${shop}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ handle: 'hydrating-face-serum', quantity: 1 }],
      email: 'a@example.com',
    }),
  });
  expect(placed.status).toBe(201);
  const deliveries = async () =>
    (await (await fetch(`${base}/__shopify/${shop}/__deliveries`)).json()).deliveries as {
      webhookId: string;
      attempts: number;
      status: string;
    }[];
  await expect.poll(async () => (await deliveries())[0]?.attempts).toBeGreaterThanOrEqual(1);
  const [pending] = await deliveries();
  expect(pending?.status).toBe('pending');

  // The store goes away and comes back on the same data; now the receiver answers.
  store.stop();
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  try {
    store = start();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]?.headers['x-shopify-webhook-id']).toBe(pending?.webhookId);
    const hmac = createHmac('sha256', apiSecret)
      .update(received[0]?.body ?? '')
      .digest('base64');
    expect(received[0]?.headers['x-shopify-hmac-sha256']).toBe(hmac);
    await expect.poll(async () => (await deliveries())[0]?.status).toBe('delivered');
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
