/**
 * The demo store sells, over the wire as Shopify would from outside: webhook subscriptions through
 * Admin GraphQL, the JSON checkout and the storefront's Buy form, orders/paid delivered signed with
 * Shopify's headers to a receiver in this test (retried with the same ids when it fails), refunds and
 * cancellations from the admin delivering their topics, and bad input refused with nothing stored.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoProduct } from '../../stand-ins/shopify/catalogue';
import { ONCE_PER_CUSTOMER_USED } from '../../stand-ins/shopify/checkout';
import { outputs } from '../support/cloud';
import {
  adminGraphql,
  createDiscount,
  demoStoreToken,
  newDemoShop,
  ordersOf,
  postJson,
  startReceiver,
  storeUrl,
  subscribe,
} from '../support/demo-store';

const SERUM = 'hydrating-face-serum';
const hmacOf = (rawBody: string) =>
  createHmac('sha256', process.env.SHOPIFY_API_SECRET ?? '')
    .update(rawBody, 'utf8')
    .digest('base64');

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let shop: string;
let token: string;

const deliveries = async (forShop: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: local-only JSON.
  ((await (await fetch(storeUrl(forShop, '__deliveries'))).json()) as { deliveries: any[] }).deliveries;

beforeAll(async () => {
  expect(findDemoProduct(SERUM)?.status, 'the test product must be in the catalogue').toBe('ACTIVE');
  receiver = await startReceiver();
  shop = newDemoShop();
  token = await demoStoreToken(shop);
  for (const topic of ['ORDERS_PAID', 'REFUNDS_CREATE', 'ORDERS_CANCELLED']) {
    const result = await subscribe(shop, token, topic, receiver.url);
    expect(result.data.webhookSubscriptionCreate.userErrors).toEqual([]);
  }
  expect((await createDiscount(shop, token, 'AVA10', 0.1)).data.discountCodeBasicCreate.userErrors).toEqual(
    [],
  );
});

afterAll(async () => {
  await receiver?.close();
});

describe('webhook subscriptions (Admin GraphQL)', () => {
  it('creates one per topic and address, lists and deletes them, per shop', async () => {
    const other = newDemoShop();
    const otherToken = await demoStoreToken(other);
    const created = await subscribe(other, otherToken, 'ORDERS_PAID', 'https://app.example.com/hooks');
    const subscription = created.data.webhookSubscriptionCreate.webhookSubscription;
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/WebhookSubscription\/\d+$/),
      topic: 'ORDERS_PAID',
      endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: 'https://app.example.com/hooks' },
    });
    const again = await subscribe(other, otherToken, 'ORDERS_PAID', 'https://app.example.com/hooks');
    expect(again.data.webhookSubscriptionCreate).toEqual({
      webhookSubscription: null,
      userErrors: [
        {
          field: ['webhookSubscription', 'callbackUrl'],
          message: 'Address for this topic has already been taken',
        },
      ],
    });
    const list = await adminGraphql(
      other,
      otherToken,
      'query Hooks($first: Int!) { webhookSubscriptions(first: $first) { nodes { id topic } } }',
      { first: 10 },
    );
    expect(list.data.webhookSubscriptions.nodes.map((node: { id: string }) => node.id)).toEqual([
      subscription.id,
    ]);
    const bad = await subscribe(other, otherToken, 'ORDERS_PAYED', 'https://app.example.com/hooks');
    expect(bad.errors[0].message).toMatch(/invalid value/);
    const deleted = await adminGraphql(
      other,
      otherToken,
      'mutation Delete($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { message } } }',
      { id: subscription.id },
    );
    expect(deleted.data.webhookSubscriptionDelete.deletedWebhookSubscriptionId).toBe(subscription.id);
    const empty = await adminGraphql(
      other,
      otherToken,
      'query { webhookSubscriptions(first: 5) { nodes { id } } }',
      {
        first: 5,
      },
    );
    expect(empty.data.webhookSubscriptions.nodes).toEqual([]);
  });

  it('refuses a token of another shop (401)', async () => {
    const response = await fetch(storeUrl(newDemoShop(), 'admin/api/2026-10/graphql.json'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
      body: JSON.stringify({ query: 'query { webhookSubscriptions(first: 1) { nodes { id } } }' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('JSON checkout → orders/paid', () => {
  it('places a Shopify-shaped order and delivers it signed, with all the headers', async () => {
    const placed = await postJson(storeUrl(shop, 'checkout'), {
      items: [{ handle: SERUM, quantity: 2 }],
      email: 'Shopper@Example.com',
      ref: 'avareviews_abc12345',
      discountCode: 'ava10',
      landingSite: `/products/${SERUM}?ref=avareviews_abc12345&utm_source=creator`,
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    const price = findDemoProduct(SERUM)?.priceCents ?? 0;
    const discount = Math.round(price * 2 * 0.1);
    expect(order).toMatchObject({
      name: '#1001',
      order_number: 1001,
      email: 'shopper@example.com',
      currency: 'USD',
      financial_status: 'paid',
      total_line_items_price: ((price * 2) / 100).toFixed(2),
      total_discounts: (discount / 100).toFixed(2),
      subtotal_price: ((price * 2 - discount) / 100).toFixed(2),
      total_price: ((price * 2 - discount) / 100).toFixed(2),
      note_attributes: [{ name: 'ref', value: 'avareviews_abc12345' }],
      landing_site: `/products/${SERUM}?ref=avareviews_abc12345&utm_source=creator`,
      discount_codes: [{ code: 'AVA10', amount: (discount / 100).toFixed(2), type: 'percentage' }],
      cancelled_at: null,
      customer: { email: 'shopper@example.com' },
    });
    expect(Number.isSafeInteger(order.id)).toBe(true);
    expect(order.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(order.line_items).toEqual([
      expect.objectContaining({
        product_id: findDemoProduct(SERUM)?.id,
        quantity: 2,
        price: (price / 100).toFixed(2),
        discount_allocations: [expect.objectContaining({ amount: (discount / 100).toFixed(2) })],
      }),
    ]);

    await expect.poll(() => receiver.of('orders/paid').length).toBe(1);
    const [webhook] = receiver.of('orders/paid');
    const headers = webhook?.headers ?? {};
    expect(headers['x-shopify-hmac-sha256']).toBe(hmacOf(webhook?.rawBody ?? ''));
    expect(headers['x-shopify-shop-domain']).toBe(shop);
    expect(headers['x-shopify-api-version']).toBe('2026-10');
    expect(headers['x-shopify-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-shopify-event-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(String(headers['x-shopify-triggered-at'])))).toBe(false);
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(webhook?.rawBody ?? '{}')).toEqual(order);

    await expect
      .poll(async () => (await deliveries(shop)).find((d) => d.webhookId === headers['x-shopify-webhook-id']))
      .toMatchObject({ topic: 'orders/paid', status: 'delivered', attempts: 1, lastStatus: 200 });
  });

  it('splits a discount over several lines in whole cents that add up to the order discount', async () => {
    const { status, body } = await postJson(storeUrl(shop, 'checkout'), {
      items: [
        { handle: SERUM, quantity: 1 },
        { handle: 'classic-leather-watch', quantity: 3 },
        { handle: 'minimalist-card-wallet', quantity: 1 },
      ],
      email: 'split@example.com',
      discountCode: 'AVA10',
    });
    expect(status).toBe(201);
    const allocated = body.order.line_items.reduce(
      (sum: number, line: { discount_allocations: { amount: string }[] }) =>
        sum + Math.round(Number(line.discount_allocations[0]?.amount) * 100),
      0,
    );
    expect(allocated).toBe(Math.round(Number(body.order.total_discounts) * 100));
    expect(body.order.note_attributes).toEqual([]);
    expect(body.order.landing_site).toBeNull();
  });

  it('retries a failing receiver with the same webhook and event ids', async () => {
    const flaky = await startReceiver((index) => (index < 2 ? 500 : 200));
    try {
      const flakyShop = newDemoShop();
      const flakyToken = await demoStoreToken(flakyShop);
      await subscribe(flakyShop, flakyToken, 'ORDERS_PAID', flaky.url);
      const placed = await postJson(storeUrl(flakyShop, 'checkout'), {
        items: [{ handle: SERUM, quantity: 1 }],
        email: 'retry@example.com',
      });
      expect(placed.status).toBe(201);
      await expect.poll(() => flaky.received.length, { timeout: 15_000 }).toBe(3);
      const ids = flaky.received.map((request) => request.headers['x-shopify-webhook-id']);
      const events = flaky.received.map((request) => request.headers['x-shopify-event-id']);
      expect(new Set(ids).size).toBe(1);
      expect(new Set(events).size).toBe(1);
      expect(flaky.received.map((request) => request.status)).toEqual([500, 500, 200]);
      await expect
        .poll(async () => (await deliveries(flakyShop))[0])
        .toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, webhookId: ids[0] });
    } finally {
      await flaky.close();
    }
  });

  it('delivers nothing for a shop without subscriptions', async () => {
    const quiet = newDemoShop();
    const placed = await postJson(storeUrl(quiet, 'checkout'), {
      items: [{ handle: SERUM, quantity: 1 }],
      email: 'quiet@example.com',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.name).toBe('#1001');
    expect(await deliveries(quiet)).toEqual([]);
  });
});

describe('bad checkout input', () => {
  it.each([
    ['no items', { items: [], email: 'a@example.com' }, 'items'],
    [
      'a draft product',
      { items: [{ handle: 'nope-not-here', quantity: 1 }], email: 'a@example.com' },
      'items[0].handle',
    ],
    ['quantity 0', { items: [{ handle: SERUM, quantity: 0 }], email: 'a@example.com' }, 'items[0].quantity'],
    [
      'quantity 11',
      { items: [{ handle: SERUM, quantity: 11 }], email: 'a@example.com' },
      'items[0].quantity',
    ],
    ['no e-mail', { items: [{ handle: SERUM, quantity: 1 }] }, 'email'],
    ['a bad e-mail', { items: [{ handle: SERUM, quantity: 1 }], email: 'not-an-email' }, 'email'],
    [
      'an unknown code',
      { items: [{ handle: SERUM, quantity: 1 }], email: 'a@example.com', discountCode: 'NOPE' },
      'discountCode',
    ],
    [
      'a future processedAt',
      {
        items: [{ handle: SERUM, quantity: 1 }],
        email: 'a@example.com',
        processedAt: '2999-01-01T00:00:00Z',
      },
      'processedAt',
    ],
  ])('%s → 400 naming the field, nothing stored or delivered', async (_label, body, field) => {
    const before = (await ordersOf(shop)).length;
    const sent = receiver.received.length;
    const { status, body: answer } = await postJson(storeUrl(shop, 'checkout'), body);
    expect(status).toBe(400);
    expect(Object.keys(answer.errors)).toContain(field);
    expect(answer.message).toContain(field);
    expect((await ordersOf(shop)).length).toBe(before);
    expect(receiver.received.length).toBe(sent);
  });

  it('a body that is not JSON → 400', async () => {
    const { status, body } = await postJson(storeUrl(shop, 'checkout'), '{not json');
    expect(status).toBe(400);
    expect(body.errors.body).toEqual(['The request body must be JSON']);
  });

  it('a post from another site → 403, nothing stored', async () => {
    const before = (await ordersOf(shop)).length;
    const { status } = await postJson(
      storeUrl(shop, 'checkout'),
      { items: [{ handle: SERUM, quantity: 1 }], email: 'x@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(status).toBe(403);
    expect((await ordersOf(shop)).length).toBe(before);
  });
});

describe('refunds and cancellations from the admin', () => {
  it('a refund of one unit → refunds/create in Shopify refund shape; more than refundable → 400', async () => {
    const placed = await postJson(storeUrl(shop, 'checkout'), {
      items: [{ handle: SERUM, quantity: 2 }],
      email: 'refund@example.com',
      discountCode: 'AVA10',
    });
    const order = placed.body.order;
    const line = order.line_items[0];
    const net =
      Math.round(Number(line.price) * 100) * 2 -
      Math.round(Number(line.discount_allocations[0].amount) * 100);

    const refunded = await postJson(storeUrl(shop, `admin/orders/${order.id}/refunds`), {
      lines: [{ lineItemId: line.id, quantity: 1 }],
    });
    expect(refunded.status).toBe(201);
    expect(refunded.body.refund).toMatchObject({
      order_id: order.id,
      refund_line_items: [
        {
          line_item_id: line.id,
          quantity: 1,
          subtotal: (Math.round(net / 2) / 100).toFixed(2),
          line_item: { id: line.id },
        },
      ],
    });
    await expect.poll(() => receiver.of('refunds/create').length).toBe(1);
    const webhook = receiver.of('refunds/create')[0];
    expect(webhook?.headers['x-shopify-hmac-sha256']).toBe(hmacOf(webhook?.rawBody ?? ''));
    expect(JSON.parse(webhook?.rawBody ?? '{}')).toEqual(refunded.body.refund);

    const tooMany = await postJson(storeUrl(shop, `admin/orders/${order.id}/refunds`), {
      lines: [{ lineItemId: line.id, quantity: 2 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors['lines[0].quantity']).toEqual(['Refund 1 to 1 of Hydrating Face Serum']);
    // The second unit refunds the rest of the line's net: the two refunds add up to it exactly.
    const rest = await postJson(storeUrl(shop, `admin/orders/${order.id}/refunds`), {
      lines: [{ lineItemId: line.id, quantity: 1 }],
    });
    expect(rest.status).toBe(201);
    const stored = (await ordersOf(shop)).find((candidate) => candidate.id === order.id);
    expect(stored.financial_status).toBe('refunded');
    expect(
      stored.refunds.reduce(
        (sum: number, refund: { refund_line_items: { subtotal: string }[] }) =>
          sum + Math.round(Number(refund.refund_line_items[0]?.subtotal) * 100),
        0,
      ),
    ).toBe(net);
    await expect.poll(() => receiver.of('refunds/create').length).toBe(2);
  });

  it('cancel → orders/cancelled with cancelled_at and cancel_reason; twice → 400', async () => {
    const placed = await postJson(storeUrl(shop, 'checkout'), {
      items: [{ handle: SERUM, quantity: 1 }],
      email: 'cancel@example.com',
    });
    const id = placed.body.order.id;
    const cancelled = await postJson(storeUrl(shop, `admin/orders/${id}/cancel`), {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      id,
      cancel_reason: 'customer',
      cancelled_at: expect.any(String),
    });
    await expect.poll(() => receiver.of('orders/cancelled').length).toBe(1);
    expect(JSON.parse(receiver.of('orders/cancelled')[0]?.rawBody ?? '{}')).toMatchObject({
      id,
      cancel_reason: 'customer',
    });
    expect((await postJson(storeUrl(shop, `admin/orders/${id}/cancel`), {})).status).toBe(400);
    const refund = await postJson(storeUrl(shop, `admin/orders/${id}/refunds`), {
      lines: [{ lineItemId: placed.body.order.line_items[0].id, quantity: 1 }],
    });
    expect(refund.status).toBe(400);
    expect((await postJson(storeUrl(shop, 'admin/orders/999/cancel'), {})).status).toBe(404);
  });

  it('changing an order by GET is impossible: only POST routes exist', async () => {
    const response = await fetch(storeUrl(shop, 'admin/orders/1/cancel'));
    expect(response.status).toBe(404);
  });
});

describe('the storefront Buy form', () => {
  it('an unknown code shows the error and places nothing; a good form redirects (303) to the order page', async () => {
    const formShop = newDemoShop();
    const formToken = await demoStoreToken(formShop);
    await createDiscount(formShop, formToken, 'LEO15', 0.15);
    const productUrl = storeUrl(formShop, `products/${SERUM}`);
    const landing = await (await fetch(`${productUrl}?ref=leo_123&utm_source=creator`)).text();
    expect(landing).toContain('<input type="hidden" name="ref" value="leo_123">');
    expect(landing).toContain(
      `name="landing_site" value="/products/${SERUM}?ref=leo_123&amp;utm_source=creator"`,
    );

    const form = (code: string) =>
      new URLSearchParams({
        quantity: '2',
        email: 'buyer@example.com',
        discount_code: code,
        ref: 'leo_123',
        landing_site: `/products/${SERUM}?ref=leo_123&utm_source=creator`,
      });
    const refused = await fetch(productUrl, { method: 'POST', body: form('WRONG'), redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter a valid discount code');
    expect(await ordersOf(formShop)).toEqual([]);

    const bought = await fetch(productUrl, { method: 'POST', body: form('leo15'), redirect: 'manual' });
    expect(bought.status).toBe(303);
    const confirmation = bought.headers.get('location') ?? '';
    expect(confirmation.startsWith(`${outputs().DemoShopifyUrl}/${formShop}/orders/`)).toBe(true);
    for (let reload = 0; reload < 2; reload++) {
      const html = await (await fetch(confirmation)).text();
      expect(html).toContain('Order #1001 placed');
    }
    const orders = await ordersOf(formShop);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      note_attributes: [{ name: 'ref', value: 'leo_123' }],
      landing_site: `/products/${SERUM}?ref=leo_123&utm_source=creator`,
      discount_codes: [{ code: 'LEO15', type: 'percentage' }],
    });
  });
});

describe('code discounts changed through Admin GraphQL (issue 36, leaked codes)', () => {
  const BY_CODE = `query CodeDiscountNodeByCode($code: String!) {
    codeDiscountNodeByCode(code: $code) { id codeDiscount { ... on DiscountCodeBasic { status endsAt appliesOncePerCustomer } } } }`;
  const DEACTIVATE = `mutation DiscountCodeDeactivate($id: ID!) {
    discountCodeDeactivate(id: $id) { codeDiscountNode { id codeDiscount { ... on DiscountCodeBasic { status endsAt } } } userErrors { field code message } } }`;
  const UPDATE = `mutation DiscountCodeBasicUpdate($id: ID!, $basicCodeDiscount: DiscountCodeBasicInput!) {
    discountCodeBasicUpdate(id: $id, basicCodeDiscount: $basicCodeDiscount) { codeDiscountNode { id codeDiscount { ... on DiscountCodeBasic { appliesOncePerCustomer } } } userErrors { field code message } } }`;
  const buy = (codeShop: string, discountCode: string, email = 'buyer@example.com') =>
    postJson(storeUrl(codeShop, 'checkout'), {
      items: [{ handle: SERUM, quantity: 1 }],
      email,
      discountCode,
    });

  it('finds a code by its text (any case), deactivates it (twice harmlessly), and its checkout refuses it', async () => {
    const codeShop = newDemoShop();
    const codeToken = await demoStoreToken(codeShop);
    await createDiscount(codeShop, codeToken, 'MIA20', 0.2);
    const found = (await adminGraphql(codeShop, codeToken, BY_CODE, { code: 'mia20' })).data
      .codeDiscountNodeByCode;
    expect(found).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/),
      codeDiscount: { status: 'ACTIVE', endsAt: null, appliesOncePerCustomer: false },
    });
    expect(
      (await adminGraphql(codeShop, codeToken, BY_CODE, { code: 'NOPE' })).data.codeDiscountNodeByCode,
    ).toBeNull();
    expect((await buy(codeShop, 'MIA20')).status).toBe(201);

    const ended = (await adminGraphql(codeShop, codeToken, DEACTIVATE, { id: found.id })).data
      .discountCodeDeactivate;
    expect(ended.userErrors).toEqual([]);
    expect(ended.codeDiscountNode.codeDiscount.status).toBe('EXPIRED');
    const again = (await adminGraphql(codeShop, codeToken, DEACTIVATE, { id: found.id })).data
      .discountCodeDeactivate;
    expect(again).toMatchObject({
      userErrors: [],
      codeDiscountNode: { codeDiscount: { endsAt: ended.codeDiscountNode.codeDiscount.endsAt } },
    });
    const refused = await buy(codeShop, 'mia20');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ discountCode: ['Enter a valid discount code'] });

    const unknown = 'gid://shopify/DiscountCodeNode/1';
    expect(
      (await adminGraphql(codeShop, codeToken, DEACTIVATE, { id: unknown })).data.discountCodeDeactivate,
    ).toEqual({
      codeDiscountNode: null,
      userErrors: [{ field: ['id'], code: 'INVALID', message: 'Discount does not exist' }],
    });
    expect(
      (
        await adminGraphql(codeShop, codeToken, UPDATE, {
          id: unknown,
          basicCodeDiscount: { appliesOncePerCustomer: true },
        })
      ).data.discountCodeBasicUpdate.userErrors,
    ).toEqual([{ field: ['id'], code: 'INVALID', message: 'Discount does not exist' }]);
  });

  it('appliesOncePerCustomer: a customer (by e-mail, any case) who used the code is refused it again', async () => {
    const codeShop = newDemoShop();
    const codeToken = await demoStoreToken(codeShop);
    await createDiscount(codeShop, codeToken, 'NOA10', 0.1);
    expect((await buy(codeShop, 'NOA10', 'noa@example.com')).status).toBe(201);
    const { id } = (await adminGraphql(codeShop, codeToken, BY_CODE, { code: 'NOA10' })).data
      .codeDiscountNodeByCode;
    const updated = (
      await adminGraphql(codeShop, codeToken, UPDATE, {
        id,
        basicCodeDiscount: { appliesOncePerCustomer: true },
      })
    ).data.discountCodeBasicUpdate;
    expect(updated).toMatchObject({
      userErrors: [],
      codeDiscountNode: { codeDiscount: { appliesOncePerCustomer: true } },
    });
    const second = await buy(codeShop, 'noa10', 'NOA@example.com');
    expect(second.status).toBe(400);
    expect(second.body.errors).toEqual({ discountCode: [ONCE_PER_CUSTOMER_USED] });
    expect((await buy(codeShop, 'NOA10', 'other@example.com')).status).toBe(201);
    // Without the scope the store refuses the change (ACCESS_DENIED), as Shopify does.
    const readOnly = await demoStoreToken(codeShop, 'read_products');
    const denied = await adminGraphql(codeShop, readOnly, UPDATE, {
      id,
      basicCodeDiscount: { appliesOncePerCustomer: false },
    });
    expect(denied.errors[0].extensions.code).toBe('ACCESS_DENIED');
  });
});
