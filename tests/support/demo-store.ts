/**
 * Helpers for tests of the demo store's sales side: a token for a fresh shop (OAuth against the demo
 * store with the app's credentials, as a merchant's install would), Admin GraphQL calls, and a local
 * webhook receiver that records what it is sent and answers as the test scripts it.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outputs } from './cloud';
import { requireNeed } from './local-only';

export const API_VERSION = '2026-10';

export const newDemoShop = (prefix = 'sales') => `${prefix}-${randomUUID().slice(0, 8)}.myshopify.com`;

export const storeUrl = (shop: string, path: string) => {
  requireNeed('demo Shopify store', 'talks to a demo Shopify store');
  return `${outputs().DemoShopifyUrl}/${shop}/${path}`;
};

/** Install → code → offline token, straight against the demo store (the app's own flow is tested elsewhere). */
export const demoStoreToken = async (
  shop: string,
  scope = 'read_products,write_discounts,read_orders',
): Promise<string> => {
  const apiKey = process.env.SHOPIFY_API_KEY ?? '';
  const apiSecret = process.env.SHOPIFY_API_SECRET ?? '';
  const form = new URLSearchParams({
    client_id: apiKey,
    scope,
    redirect_uri: `${outputs().WebUrl}/api/shopify/callback`,
    state: randomUUID(),
    'grant_options[]': '',
    decision: 'install',
  });
  const install = await fetch(storeUrl(shop, 'admin/oauth/authorize'), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const code = new URL(install.headers.get('location') ?? '').searchParams.get('code');
  const exchange = await fetch(storeUrl(shop, 'admin/oauth/access_token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: apiKey, client_secret: apiSecret, code }),
  });
  const { access_token } = (await exchange.json()) as { access_token: string };
  if (!access_token) throw new Error(`no demo store token for ${shop}`);
  return access_token;
};

export const adminGraphql = async (
  shop: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) => {
  const response = await fetch(storeUrl(shop, `admin/api/${API_VERSION}/graphql.json`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read field by field in the tests.
  return (await response.json()) as any;
};

export const SUBSCRIBE = `mutation Subscribe($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic endpoint { __typename ... on WebhookHttpEndpoint { callbackUrl } } }
    userErrors { field message } } }`;

export const subscribe = (shop: string, token: string, topic: string, callbackUrl: string) =>
  adminGraphql(shop, token, SUBSCRIBE, { topic, webhookSubscription: { callbackUrl, format: 'JSON' } });

/** A percentage code in the shop, as the app creates them (discountCodeBasicCreate). */
export const createDiscount = (shop: string, token: string, code: string, percentage: number) =>
  adminGraphql(
    shop,
    token,
    `mutation DiscountCodeBasicCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
      discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) { codeDiscountNode { id } userErrors { message } } }`,
    {
      basicCodeDiscount: {
        title: code,
        code,
        startsAt: new Date().toISOString(),
        customerGets: { value: { percentage } },
      },
    },
  );

export const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: Shopify REST JSON, read field by field in the tests.
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
};

export const ordersOf = async (shop: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: Shopify REST JSON.
  ((await (await fetch(storeUrl(shop, 'admin/orders.json'))).json()) as { orders: any[] }).orders;

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
  status: number;
}

/**
 * A webhook receiver on loopback. `answer` picks each request's status (default 200), e.g. to fail the
 * first attempts; every request is recorded with the status it got.
 */
export const startReceiver = async (answer: (index: number, rawBody: string) => number = () => 200) => {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const status = answer(received.length, rawBody);
      received.push({ headers: req.headers, rawBody, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    /** Requests of one topic. */
    of: (topic: string) => received.filter((request) => request.headers['x-shopify-topic'] === topic),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
