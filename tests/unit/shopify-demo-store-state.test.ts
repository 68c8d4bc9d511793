import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoShopify, type DemoShopify } from '../../stand-ins/shopify';
import { serveDemoShopify } from '../support/demo-shopify-server';

/** The demo store on its own loopback server, mounted under /__shopify as the local cloud mounts it. */
const apiKey = 'state-test-key';
const apiSecret = 'state-test-secret';
const shop = 'state-test.myshopify.com';
let dataDir: string;
let server: Server;
let base: string;
let store: DemoShopify;

const start = () => createDemoShopify({ dataDir, apiKey, apiSecret, baseUrl: `${base}/__shopify` });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-shopify-'));
  ({ server, base } = await serveDemoShopify(() => store));
  store = start();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const install = async (): Promise<string> => {
  const response = await fetch(`${base}/__shopify/${shop}/admin/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_id: apiKey,
      scope: 'read_products,write_discounts',
      redirect_uri: `${base}/api/shopify/callback`,
      state: 'state-1',
      decision: 'install',
    }),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
};

const exchange = (code: string, secret = apiSecret) =>
  fetch(`${base}/__shopify/${shop}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: apiKey, client_secret: secret, code }),
  });

const countProducts = (token: string) =>
  fetch(`${base}/__shopify/${shop}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({
      query: 'query ProductsCount($query: String) { productsCount(query: $query) { count } }',
    }),
  });

describe('demo store state', () => {
  it('a code is exchanged once; a wrong secret is 401 and does not use the code up', async () => {
    const code = await install();
    expect((await exchange(code, 'wrong-secret')).status).toBe(401);
    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      access_token: expect.stringMatching(/^shpua_/),
      scope: 'read_products,write_discounts',
    });
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('an install survives a restart, and the file holds no usable credential', async () => {
    const { access_token: token } = (await (await exchange(await install())).json()) as {
      access_token: string;
    };
    expect((await countProducts(token)).status).toBe(200);

    store = start(); // a new instance reading the same dataDir, as after `npm start` again
    const response = await countProducts(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { productsCount: { count: 36, precision: 'EXACT' } } });
    expect(readFileSync(path.join(dataDir, 'state.json'), 'utf8')).not.toContain(token);
  });

  it('a token issued directly (for the demo-data seed) works like an installed one', async () => {
    const token = store.issueAccessToken(shop);
    expect((await countProducts(token)).status).toBe(200);
    expect(() => store.issueAccessToken('not-a-shop.com')).toThrow();
  });

  it('an unknown token is 401', async () => {
    expect((await countProducts('shpua_nope')).status).toBe(401);
  });
});
