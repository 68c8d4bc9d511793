/**
 * POST /api/webhooks/shopify over the wire against the local cloud (DynamoDB Local, the local bus, the
 * demo store): deliveries signed with the cloud's app secret as Shopify signs them. A bad delivery is a
 * 401 that writes nothing; a good one writes one receipt and one outbox event, once per webhook id;
 * app/uninstalled disconnects the brand's store once, with the reason; connecting a store subscribes it,
 * so the demo store's orders arrive here.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import { demoCatalogue } from '../../../../stand-ins/shopify/catalogue';
import { brandWithProducts } from '../../../../tests/support/brand';
import { busEvent } from '../../../../tests/support/bus-event';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { adminGraphql, demoStoreToken } from '../../../../tests/support/demo-store';
import { localOnly } from '../../../../tests/support/local-only';
import { connectStore } from '../../../../tests/support/shopify-connect';
import {
  type Delivery,
  orderPaidPayload,
  shopifyDelivery,
  withExactIds,
} from '../../../../tests/support/shopify-webhook';
import { outboxItemsWith, tableItem } from '../../../../tests/support/table-items';

const PATH = '/webhooks/shopify';
const secret = () => {
  const value = process.env.SHOPIFY_API_SECRET;
  if (!value) throw new Error('SHOPIFY_API_SECRET is not set in the test worker');
  return value;
};
const newShop = () => `hooks-${randomUUID().slice(0, 8)}.myshopify.com`;

const post = (delivery: Delivery) =>
  api(PATH, { method: 'POST', body: delivery.body, headers: delivery.headers });

const table = () => outputs().TableName;

const receipt = (webhookId: string) => tableItem({ pk: `WEBHOOK#${webhookId}`, sk: 'WEBHOOK' });

const outboxItemsOf = (webhookId: string) => outboxItemsWith('webhookId', webhookId);

const orderDelivery = (overrides: Partial<Parameters<typeof shopifyDelivery>[0]> = {}) =>
  shopifyDelivery({
    topic: 'orders/paid',
    shop: newShop(),
    secret: secret(),
    rawBody: withExactIds(JSON.stringify(orderPaidPayload())),
    ...overrides,
  });

const expectNothingWritten = async (webhookId: string) => {
  expect(await receipt(webhookId)).toBeUndefined();
  expect(await outboxItemsOf(webhookId)).toEqual([]);
};

beforeAll(() => {
  useCloudEnvironment();
});

describe('verification before anything is read or written', () => {
  it('a tampered body is a 401 in the error shape, and writes nothing', async () => {
    const delivery = orderDelivery();
    const response = await post({ ...delivery, body: delivery.body.replace('48.00', '4.80') });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    await expectNothingWritten(delivery.headers['x-shopify-webhook-id'] ?? '');
  });

  it('a signature made with another secret is a 401, and writes nothing', async () => {
    const delivery = orderDelivery({ secret: 'not-the-app-secret' });
    expect((await post(delivery)).status).toBe(401);
    await expectNothingWritten(delivery.headers['x-shopify-webhook-id'] ?? '');
  });

  it('a tampered body that is not JSON, sent as text, is a 401 (the body parser never answers first)', async () => {
    const delivery = orderDelivery();
    const response = await post({
      body: 'id=1&total=0',
      headers: { ...delivery.headers, 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(401);
    await expectNothingWritten(delivery.headers['x-shopify-webhook-id'] ?? '');
  });

  it.each([
    'x-shopify-topic',
    'x-shopify-hmac-sha256',
    'x-shopify-shop-domain',
    'x-shopify-api-version',
    'x-shopify-webhook-id',
  ])('without %s it is a 401, and writes nothing', async (header) => {
    const delivery = orderDelivery();
    const webhookId = delivery.headers['x-shopify-webhook-id'] ?? '';
    const { [header]: _left, ...headers } = delivery.headers;
    const response = await post({ body: delivery.body, headers });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    await expectNothingWritten(webhookId);
  });

  it('a verified body that is not JSON is a 400 in the error shape, and writes nothing', async () => {
    const delivery = orderDelivery({ rawBody: 'not json' });
    const response = await post(delivery);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    await expectNothingWritten(delivery.headers['x-shopify-webhook-id'] ?? '');
  });

  it('a verified topic we do not handle is answered 200 and writes nothing', async () => {
    const delivery = orderDelivery({ topic: 'products/update', payload: { id: 1 } });
    const response = await post(delivery);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ outcome: 'ignored', topic: 'products/update' });
    await expectNothingWritten(delivery.headers['x-shopify-webhook-id'] ?? '');
  });
});

describe('a verified delivery', () => {
  it('orders/paid: 200 fast, one receipt and one outbox event with the normalized order', async () => {
    const delivery = orderDelivery();
    const webhookId = delivery.headers['x-shopify-webhook-id'] ?? '';
    const shop = delivery.headers['x-shopify-shop-domain'];
    await post(orderDelivery()); // warm: the local adapter loads the handler module on first use
    const started = Date.now();
    const response = await post(delivery);
    // Shopify gives up after 5 s; the endpoint does one transaction and answers (tens of ms when the
    // machine is idle; the bound leaves room for a loaded 2-core machine running several suites).
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ outcome: 'accepted', topic: 'orders/paid' });

    expect(await receipt(webhookId)).toMatchObject({
      type: 'webhook-receipt',
      topic: 'orders/paid',
      shop_domain: shop,
      shopify_event_id: delivery.headers['x-shopify-event-id'],
      api_version: '2026-10',
    });
    const outbox = await outboxItemsOf(webhookId);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.name).toBe('ShopifyOrderPaid');
    const detail = shopifyOrderPaidV1.parse(outbox[0]?.detail);
    // No brand holds this shop: the event says so, and the ledger records nothing for it.
    expect(detail).toMatchObject({ version: 1, shopDomain: shop, brandId: null, webhookId });
    expect(detail.order).toMatchObject({
      id: '820982911946154508',
      email: 'shopper@example.com',
      refAttribute: 'ava-glow-serum',
      refLandingSite: 'ava-landing',
      discountCodes: ['AVA10'],
    });
    expect(detail.order.lineItems[0]).toEqual({
      id: '466157049',
      productId: '8000000000001',
      title: 'Glow Serum',
      quantity: 2,
      priceCents: 4800,
      discountCents: 960,
    });
  });

  it('the same webhook id three times (twice at once): one receipt, one outbox event', async () => {
    const delivery = orderDelivery();
    const webhookId = delivery.headers['x-shopify-webhook-id'] ?? '';
    const first = await post(delivery);
    const again = await Promise.all([
      api(PATH, { method: 'POST', body: delivery.body, headers: delivery.headers }),
      api(PATH, { method: 'POST', body: delivery.body, headers: delivery.headers }),
    ]);
    expect(first.body.outcome).toBe('accepted');
    for (const response of again) {
      // A racing twin may meet the first one's transaction and fail (Shopify retries it); never a second write.
      expect([200, 500]).toContain(response.status);
      if (response.status === 200) expect(response.body.outcome).toBe('duplicate');
    }
    expect((await post(delivery)).body.outcome).toBe('duplicate');
    expect(await receipt(webhookId)).toBeDefined();
    expect(await outboxItemsOf(webhookId)).toHaveLength(1);
  });

  it('customers/data_request: a receipt and its event, for the brand to be told (issue 35)', async () => {
    const delivery = orderDelivery({
      topic: 'customers/data_request',
      rawBody: JSON.stringify({
        shop_id: 1,
        customer: { id: 2, email: 'a@example.com' },
        data_request: { id: 3 },
      }),
    });
    const response = await post(delivery);
    expect(response.body).toEqual({ outcome: 'accepted', topic: 'customers/data_request' });
    const webhookId = delivery.headers['x-shopify-webhook-id'] ?? '';
    const [event] = await outboxItemsOf(webhookId);
    expect(event).toMatchObject({
      name: 'ShopifyCustomerDataRequested',
      detail: { customerEmail: 'a@example.com', dataRequestId: '3' },
    });
    expect(await receipt(webhookId)).toMatchObject({ outbox_event_id: event?.id });
  });
});

describe('app/uninstalled', () => {
  const account = async (token: string) => (await api('/brand/account', { token })).body.brand;

  /** What the bus hands the consumer: the outbox item's detail with its meta (as the publisher adds it). */
  const runUninstallConsumer = async (outboxItem: Record<string, unknown> | undefined) => {
    if (!outboxItem) throw new Error('no outbox event for the delivery');
    const { handler } = await import(
      '../../../catalogue/consumers/disconnect-store-on-app-uninstalled.consumer'
    );
    await handler(
      busEvent('ShopifyAppUninstalled', {
        ...(outboxItem.detail as object),
        meta: { eventId: outboxItem.id, occurredAt: outboxItem.created_at },
      }),
    );
  };

  it('disconnects the brand holding the shop once, with the reason; repeats change nothing', async () => {
    const brand = await brandWithProducts(0);
    const shop = newShop();
    await connectStore(brand.token, shop);
    expect(await account(brand.token)).toMatchObject({
      store_connected: true,
      store_disconnected_reason: null,
    });

    const uninstall = shopifyDelivery({
      topic: 'app/uninstalled',
      shop,
      secret: secret(),
      payload: { id: 1 },
    });
    for (let i = 0; i < 3; i++) expect((await post(uninstall)).status).toBe(200);
    // Through the outbox, the stream and the bus: seconds on a loaded 2-core machine.
    const disconnected = await eventually(async () => {
      const current = await account(brand.token);
      return current.store_connected === false ? current : undefined;
    }, 30_000);
    expect(disconnected).toMatchObject({
      store_platform: null,
      shop_domain: null,
      store_disconnected_reason: 'app_uninstalled',
    });
    expect(Date.parse(disconnected.store_disconnected_at)).not.toBeNaN();
    // The store's claim is released: another brand may connect it.
    const claim = await documentClient().send(
      new GetCommand({ TableName: table(), Key: { pk: `STORE#${shop}`, sk: 'STORE' }, ConsistentRead: true }),
    );
    expect(claim.Item).toBeUndefined();

    // Another delivery of the uninstall (another webhook id), and its event delivered again by the bus
    // (the consumer invoked directly, so the test knows it has run): nothing changes.
    const later = shopifyDelivery({ topic: 'app/uninstalled', shop, secret: secret(), payload: { id: 1 } });
    expect((await post(later)).body.outcome).toBe('accepted');
    const [laterEvent] = await outboxItemsOf(later.headers['x-shopify-webhook-id'] ?? '');
    await runUninstallConsumer(laterEvent);
    await runUninstallConsumer(laterEvent);
    expect(await account(brand.token)).toEqual(disconnected);
    // The brand is told once: the disconnect's transaction wrote StoreDisconnected, the repeats nothing.
    const told = async () =>
      ((await api('/notifications', { token: brand.token })).body.notifications as { kind: string }[]).filter(
        (notification) => notification.kind === 'store_disconnected',
      );
    await eventually(async () => ((await told()).length > 0 ? true : undefined), 20_000);
    expect(await told()).toEqual([expect.objectContaining({ link: '/brand/account', category: 'store' })]);

    // Connecting again clears the reason.
    await connectStore(brand.token, shop);
    expect(await account(brand.token)).toMatchObject({
      store_connected: true,
      store_disconnected_reason: null,
      store_disconnected_at: null,
    });
  });

  it('an uninstall for a shop no brand holds disconnects nobody', async () => {
    const brand = await brandWithProducts(0);
    const shop = newShop();
    await connectStore(brand.token, shop);
    const other = shopifyDelivery({
      topic: 'app/uninstalled',
      shop: newShop(),
      secret: secret(),
      payload: {},
    });
    expect((await post(other)).status).toBe(200);
    const [otherEvent] = await outboxItemsOf(other.headers['x-shopify-webhook-id'] ?? '');
    await runUninstallConsumer(otherEvent);
    expect(await account(brand.token)).toMatchObject({ store_connected: true, shop_domain: shop });
  });
});

describe('subscription on connection', () => {
  it("connecting a store subscribes it: the demo store's orders/paid arrives here, verified", async () => {
    const brand = await brandWithProducts(0);
    const shop = newShop();
    await connectStore(brand.token, shop);
    const product = demoCatalogue.find((candidate) => candidate.status !== 'DRAFT') ?? demoCatalogue[0];
    if (!product) throw new Error('the demo catalogue is empty');
    // The consumer subscribes asynchronously: place the order once the subscription exists.
    const deliveries = async () =>
      (
        (await (await fetch(`${outputs().DemoShopifyUrl}/${shop}/__deliveries`)).json()) as {
          deliveries: { topic: string; webhookId: string; status: string; callbackUrl: string }[];
        }
      ).deliveries;
    let placed: { status: number } | undefined;
    await eventually(async () => {
      const checkout = await fetch(`${outputs().DemoShopifyUrl}/${shop}/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ handle: product.handle, quantity: 1 }],
          email: 'buyer@example.com',
        }),
      });
      placed = { status: checkout.status };
      return (await deliveries()).some((delivery) => delivery.topic === 'orders/paid') ? true : undefined;
    }, 15_000);
    expect(placed?.status).toBeLessThan(300);
    const delivered = await eventually(async () => {
      const found = (await deliveries()).find(
        (delivery) => delivery.topic === 'orders/paid' && delivery.status === 'delivered',
      );
      return found;
    }, 15_000);
    expect(delivered.callbackUrl).toBe(`${outputs().WebUrl}/api/webhooks/shopify`);
    const outbox = await outboxItemsOf(delivered.webhookId);
    expect(outbox).toHaveLength(1);
    // The event names the brand holding the shop (issue 32): the ledger records it from the event alone.
    expect(outbox[0]).toMatchObject({
      name: 'ShopifyOrderPaid',
      detail: { shopDomain: shop, brandId: brand.brandId },
    });
  });
});

const inProcess = localOnly('runs the handler in this process, configured as the local cloud');
inProcess.describe('declared access', () => {
  it("the endpoint reads only the shop's store claim and writes only receipt and outbox items (its item-level grant), in one transaction", async () => {
    const { db } = await import('../../../shared/data/client');
    const { featureAccess } = await import('../../../routes');
    const calls: { operation: string; items: { action: string; pk: string }[] }[] = [];
    const stopWatching = db.watch((call) => {
      const input = call.input as {
        TransactItems?: Record<string, { Item?: { pk: string } }>[];
        Key?: { pk: string };
      };
      const operation = call.operation;
      calls.push({
        operation,
        items: input.Key
          ? [{ action: operation, pk: input.Key.pk }]
          : (input.TransactItems ?? []).flatMap((entry) =>
              Object.entries(entry).map(([kind, item]) => ({
                action: `${kind}Item`,
                pk: item.Item?.pk ?? '',
              })),
            ),
      });
    });
    const { handler } = await import('../../http/shopify-webhooks');
    const delivery = orderDelivery();
    const result = (await handler(
      {
        version: '2.0',
        routeKey: 'POST /api/webhooks/shopify',
        rawPath: '/api/webhooks/shopify',
        rawQueryString: '',
        headers: delivery.headers,
        body: Buffer.from(delivery.body).toString('base64'),
        isBase64Encoded: true,
        requestContext: { http: { method: 'POST', path: '/api/webhooks/shopify' } },
      } as unknown as APIGatewayProxyEventV2 as never,
      { awsRequestId: 'webhook-access' } as Context,
    )) as { statusCode: number };
    stopWatching();
    expect(result.statusCode).toBe(200);
    // The store claim names the brand the order event carries (issue 32); then one transaction.
    expect(calls.map((call) => call.operation)).toEqual(['GetItem', 'TransactWriteItems']);
    expect(calls[0]?.items[0]?.pk).toMatch(/^STORE#/);
    const grant = featureAccess['shopify-webhooks'].table;
    if (typeof grant !== 'object') throw new Error('the webhook endpoint should have an item-level grant');
    for (const item of calls.flatMap((call) => call.items)) {
      expect(
        grant.items.some(
          (g) =>
            (g.actions as readonly string[]).includes(item.action) &&
            g.partitionKeyPrefixes.some((prefix) => item.pk.startsWith(prefix)),
        ),
        JSON.stringify(item),
      ).toBe(true);
    }
  });
});

inProcess.describe('EnsureShopWebhooks (daily, and at local start)', () => {
  const LIST = `query List($first: Int!) { webhookSubscriptions(first: $first) { edges { node { id topic } } } }`;
  const DELETE = `mutation Delete($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } } }`;
  const topicsOf = async (shop: string, token: string) =>
    (
      (await adminGraphql(shop, token, LIST, { first: 50 })).data.webhookSubscriptions.edges as {
        node: { id: string; topic: string };
      }[]
    ).map((edge) => edge.node);

  it("subscribes a connected store again when its subscriptions are gone (an upgrade, or Shopify's removal)", async () => {
    const brand = await brandWithProducts(0);
    const shop = newShop();
    await connectStore(brand.token, shop);
    const token = await demoStoreToken(shop);
    const subscribed = await eventually(async () => {
      const nodes = await topicsOf(shop, token);
      return nodes.length === 5 ? nodes : undefined;
    }, 15_000);
    for (const node of subscribed) await adminGraphql(shop, token, DELETE, { id: node.id });
    expect(await topicsOf(shop, token)).toHaveLength(0);

    useCloudEnvironment();
    const { handler } = await import('../../../catalogue/schedules/ensure-shop-webhooks.scheduled');
    const summary = await handler();
    expect(summary.failed).toBe(0);
    expect(summary.subscribed).toBeGreaterThanOrEqual(1);
    expect((await topicsOf(shop, token)).map((node) => node.topic).sort()).toEqual([
      'APP_UNINSTALLED',
      'FULFILLMENTS_CREATE',
      'ORDERS_CANCELLED',
      'ORDERS_PAID',
      'REFUNDS_CREATE',
    ]);
    // Again: nothing more is created (Shopify's "already taken" counts as subscribed).
    await handler();
    expect(await topicsOf(shop, token)).toHaveLength(5);
  }, 60_000);
});
