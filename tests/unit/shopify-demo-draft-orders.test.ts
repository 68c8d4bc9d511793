/**
 * The demo store's draft orders (issue 21), as the Admin API answers them: a draft with a 100% applied
 * discount totals $0 and completes into a paid $0 order from a draft; an unknown variant, a blank
 * address line or an unknown country is a userError that creates nothing; a completed draft cannot be
 * completed again; the drafts are found by tag; without write_draft_orders: ACCESS_DENIED.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoShopify, type DemoShopify } from '../../stand-ins/shopify';
import { demoCatalogue } from '../../stand-ins/shopify/catalogue';
import { serveDemoShopify } from '../support/demo-shopify-server';

let dataDir: string;
let server: Server;
let base: string;
let store: DemoShopify;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-drafts-'));
  ({ server, base } = await serveDemoShopify(() => store));
  store = createDemoShopify({ dataDir, apiKey: 'k', apiSecret: 's', baseUrl: `${base}/__shopify` });
});

afterAll(async () => {
  store.stop();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const SHOP = 'drafts-test.myshopify.com';
const product = demoCatalogue.find((candidate) => candidate.status === 'ACTIVE');

const graphql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${base}/__shopify/${SHOP}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read field by field.
  return (await response.json()) as any;
};

const CREATE = `mutation DraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) { draftOrder { id status totalPriceSet { shopMoney { amount } } } userErrors { field message } } }`;
const COMPLETE = `mutation DraftOrderComplete($id: ID!) {
  draftOrderComplete(id: $id) { draftOrder { id status order { id name } } userErrors { field message } } }`;
const BY_TAG = `query DraftOrdersByTag($query: String!) { draftOrders(first: 5, query: $query) { nodes { id status tags } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  lineItems: [{ variantId: product?.variantGid, quantity: 1 }],
  appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: 'Sample' },
  shippingAddress: {
    firstName: 'Ava',
    lastName: 'Reviews',
    address1: '1 Main Street',
    city: 'Austin',
    province: 'TX',
    zip: '73301',
    countryCode: 'US',
  },
  tags: ['sample', 'sample-so_1'],
  note: 'A sample',
  ...overrides,
});

describe('demo store draft orders', () => {
  it('a 100% discount totals $0; completing makes a paid $0 order from the draft, once', async () => {
    const token = store.issueAccessToken(SHOP);
    const created = await graphql(token, CREATE, { input: input() });
    expect(created.data.draftOrderCreate.userErrors).toEqual([]);
    const draft = created.data.draftOrderCreate.draftOrder;
    expect(draft).toMatchObject({ status: 'OPEN', totalPriceSet: { shopMoney: { amount: '0.00' } } });
    const completed = await graphql(token, COMPLETE, { id: draft.id });
    expect(completed.data.draftOrderComplete).toMatchObject({
      draftOrder: { status: 'COMPLETED', order: { name: '#1001' } },
      userErrors: [],
    });
    const orders = (await (await fetch(`${base}/__shopify/${SHOP}/admin/orders.json`)).json()).orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      total_price: '0.00',
      financial_status: 'paid',
      source_name: 'shopify_draft_order',
      tags: 'sample, sample-so_1',
      shipping_address: { address1: '1 Main Street', country_code: 'US' },
    });
    const again = await graphql(token, COMPLETE, { id: draft.id });
    expect(again.data.draftOrderComplete.userErrors).toHaveLength(1);
    const found = await graphql(token, BY_TAG, { query: 'tag:SAMPLE-so_1' });
    // Every field of a draft comes back whatever the selection (the file comment of admin-graphql.ts).
    expect(found.data.draftOrders.nodes).toHaveLength(1);
    expect(found.data.draftOrders.nodes[0]).toMatchObject({
      id: draft.id,
      status: 'COMPLETED',
      tags: ['sample', 'sample-so_1'],
    });
    expect((await graphql(token, BY_TAG, { query: 'tag:other' })).data.draftOrders.nodes).toEqual([]);
  });

  it('refuses an unknown variant, a blank address line and an unknown country, creating nothing', async () => {
    const token = store.issueAccessToken(SHOP);
    const before = (await graphql(token, BY_TAG, { query: '' })).data.draftOrders.nodes.length;
    const refused = await graphql(token, CREATE, {
      input: input({
        lineItems: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
        shippingAddress: { address1: ' ', city: 'Austin', zip: '73301', countryCode: 'ZZZ' },
      }),
    });
    expect(refused.data.draftOrderCreate.draftOrder).toBeNull();
    expect(refused.data.draftOrderCreate.userErrors.map((e: { field: string[] }) => e.field.at(-1))).toEqual([
      'variantId',
      'address1',
      'countryCode',
    ]);
    expect((await graphql(token, BY_TAG, { query: '' })).data.draftOrders.nodes).toHaveLength(before);
  });

  it('without write_draft_orders: ACCESS_DENIED', async () => {
    const token = store.issueAccessToken(SHOP, 'read_products,read_orders');
    const denied = await graphql(token, CREATE, { input: input() });
    expect(denied.data).toBeNull();
    expect(denied.errors[0].extensions.code).toBe('ACCESS_DENIED');
    expect(denied.errors[0].message).toMatch(/`write_draft_orders`/);
  });
});
