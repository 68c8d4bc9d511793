/**
 * The Shopify webhook endpoint's pure parts: the verification gate (five headers, HMAC of the exact
 * bytes, base64 bodies), the lossless JSON reading of Shopify's ids, money to cents, the normalization
 * of each topic's payload into its catalogue event, and the subscription mutation's variables.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { shopifyOrderCancelledV1 } from '../../../../events/schemas/shopify-order-cancelled';
import { shopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import { shopifyRefundCreatedV1 } from '../../../../events/schemas/shopify-refund-created';
import {
  shopifyCustomerDataRequestedV1,
  shopifyCustomerRedactRequestedV1,
} from '../../../../events/schemas/shopify-shop-events';
import {
  orderPaidPayload,
  refundPayload,
  shopifyDelivery,
  withExactIds,
} from '../../../../tests/support/shopify-webhook';
import type { AppError } from '../../../shared/http/errors';
import { moneyCents } from '../../shopify/payloads/fields';
import { parseJsonKeepingBigIntegers } from '../../shopify/payloads/json';
import { refFromLandingSite } from '../../shopify/payloads/orders-paid';

const SECRET = 'unit-test-app-secret';
const SHOP = 'glow-botanics.myshopify.com';

/** Modules that read the app's configuration (cached on first use) are loaded fresh per test. */
const load = async () => {
  vi.resetModules();
  vi.stubEnv('SHOPIFY_API_KEY', 'key');
  vi.stubEnv('SHOPIFY_API_SECRET', SECRET);
  vi.stubEnv('SHOPIFY_APP_URL', 'https://app.example.com');
  return {
    ...(await import('../../shopify/verify-delivery')),
    ...(await import('../../shopify/read-payload')),
    ...(await import('../../shopify/topics')),
  };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

const eventOf = (delivery: { body: string; headers: Record<string, string> }, base64 = false) => ({
  headers: delivery.headers,
  body: base64 ? Buffer.from(delivery.body, 'utf8').toString('base64') : delivery.body,
  isBase64Encoded: base64,
});

const statusOf = (run: () => unknown): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    // Modules are reloaded per test, so the class is another copy: check the shape, not the identity.
    expect((error as Error).name).toBe('AppError');
    return (error as AppError).status;
  }
};

describe('the verification gate', () => {
  const valid = () =>
    shopifyDelivery({ topic: 'orders/paid', shop: SHOP, secret: SECRET, payload: orderPaidPayload() });

  it('accepts a delivery signed with the app secret, text or base64-encoded', async () => {
    const { verifyDelivery } = await load();
    const delivery = valid();
    for (const base64 of [false, true]) {
      const verified = verifyDelivery(eventOf(delivery, base64));
      expect(verified.shopDomain).toBe(SHOP);
      expect(verified.body.toString('utf8')).toBe(delivery.body);
      expect(verified.headers.webhookId).toBe(delivery.headers['x-shopify-webhook-id']);
    }
  });

  it.each([
    'x-shopify-topic',
    'x-shopify-hmac-sha256',
    'x-shopify-shop-domain',
    'x-shopify-api-version',
    'x-shopify-webhook-id',
  ])('refuses (401) a delivery without %s, even correctly signed', async (header) => {
    const { verifyDelivery } = await load();
    const delivery = valid();
    delete delivery.headers[header];
    expect(statusOf(() => verifyDelivery(eventOf(delivery)))).toBe(401);
    delivery.headers[header] = '   ';
    expect(statusOf(() => verifyDelivery(eventOf(delivery)))).toBe(401);
  });

  it('refuses (401) a tampered body, a non-JSON body, another secret and a garbled signature', async () => {
    const { verifyDelivery } = await load();
    const delivery = valid();
    const tampered = { ...delivery, body: delivery.body.replace('48.00', '4800.00') };
    expect(statusOf(() => verifyDelivery(eventOf(tampered)))).toBe(401);
    expect(statusOf(() => verifyDelivery(eventOf({ ...delivery, body: 'not json at all' })))).toBe(401);
    const otherSecret = shopifyDelivery({
      topic: 'orders/paid',
      shop: SHOP,
      secret: 'wrong',
      rawBody: delivery.body,
    });
    expect(statusOf(() => verifyDelivery(eventOf(otherSecret)))).toBe(401);
    const garbled = { ...delivery, headers: { ...delivery.headers, 'x-shopify-hmac-sha256': 'abc' } };
    expect(statusOf(() => verifyDelivery(eventOf(garbled)))).toBe(401);
  });

  it('checks the bytes as received: base64 of other bytes than signed is refused', async () => {
    const { verifyDelivery } = await load();
    const delivery = valid();
    const event = { ...eventOf(delivery, true), body: Buffer.from(`${delivery.body} `).toString('base64') };
    expect(statusOf(() => verifyDelivery(event))).toBe(401);
  });
});

describe('reading a verified body', () => {
  it('keeps ids beyond 2^53 exact and leaves everything else as JSON.parse reads it', () => {
    const text =
      '{"id":820982911946154508,"small":42,"neg":-3,"price":"820982911946154508","x":1.5e3,"a":[9007199254740993]}';
    expect(parseJsonKeepingBigIntegers(text)).toEqual({
      id: '820982911946154508',
      small: 42,
      neg: -3,
      price: '820982911946154508',
      x: 1500,
      a: ['9007199254740993'],
    });
    expect(parseJsonKeepingBigIntegers('{"s":"a \\" 99999999999999999 b"}')).toEqual({
      s: 'a " 99999999999999999 b',
    });
    expect(() => parseJsonKeepingBigIntegers('{"id": 1')).toThrow(SyntaxError);
  });

  it('turns money strings into integer cents without floats, and refuses fractions of a cent', () => {
    const cents = (amount: string) => safeParse(moneyCents, amount);
    expect(cents('48.00').data).toBe(4800);
    expect(cents('0.1').data).toBe(10);
    expect(cents('19.99').data).toBe(1999);
    expect(cents('1234567.89').data).toBe(123456789);
    expect(cents('4.050').data).toBe(405);
    for (const bad of ['19.999', '-1.00', '1,00', '', 'abc']) expect(cents(bad).success, bad).toBe(false);
  });

  it('is a 400 in the error shape when the body is not JSON or not the topic payload', async () => {
    const { readPayload, webhookTopics } = await load();
    const schema = webhookTopics['orders/paid']?.payload;
    if (!schema) throw new Error('orders/paid is not handled');
    expect(statusOf(() => readPayload(Buffer.from('nope'), schema))).toBe(400);
    const missing = { ...orderPaidPayload(), line_items: undefined };
    try {
      readPayload(Buffer.from(JSON.stringify(missing)), schema);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).code).toBe('validation_failed');
      expect((error as AppError).fields).toHaveProperty('line_items');
    }
  });
});

describe('normalization into the catalogue events', () => {
  const context = { shopDomain: SHOP, webhookId: 'wh-1', brandId: 'br_glow' };

  const eventFor = async (topic: string, body: string) => {
    const { readPayload, webhookTopics } = await load();
    const handler = webhookTopics[topic];
    if (!handler) throw new Error(`${topic} is not handled`);
    return handler.toEvent(readPayload(Buffer.from(body), handler.payload), context);
  };

  it('orders/paid → ShopifyOrderPaid: cents, line discounts, exact ids, e-mail, refs and codes', async () => {
    const event = await eventFor('orders/paid', withExactIds(JSON.stringify(orderPaidPayload())));
    expect(event?.name).toBe('ShopifyOrderPaid');
    expect(shopifyOrderPaidV1.parse(event?.detail)).toEqual({
      version: 1,
      shopDomain: SHOP,
      brandId: 'br_glow',
      webhookId: 'wh-1',
      order: {
        id: '820982911946154508',
        name: '#1001',
        email: 'shopper@example.com',
        currency: 'USD',
        createdAt: '2026-11-20T10:00:00.000Z',
        refAttribute: 'ava-glow-serum',
        refLandingSite: 'ava-landing',
        landingSite: '/products/glow-serum?ref=ava-landing&utm_source=ig',
        discountCodes: ['AVA10'],
        lineItems: [
          {
            id: '466157049',
            productId: '8000000000001',
            title: 'Glow Serum',
            quantity: 2,
            priceCents: 4800,
            discountCents: 960,
          },
          {
            id: '518995019',
            productId: null,
            title: 'Gift wrap',
            quantity: 1,
            priceCents: 350,
            discountCents: 0,
          },
        ],
      },
    });
  });

  it('sums every discount allocation of a line, drops zero-quantity lines, and reads absent optionals as null', async () => {
    const payload = orderPaidPayload({
      email: null,
      contact_email: null,
      note_attributes: [],
      landing_site: null,
      discount_codes: [],
      line_items: [
        {
          id: 1,
          product_id: 2,
          title: 'Kit',
          quantity: 3,
          price: '10.10',
          discount_allocations: [{ amount: '0.10' }, { amount: '3.03' }],
        },
        { id: 3, product_id: 4, title: 'Removed', quantity: 0, price: '5.00', discount_allocations: [] },
      ],
    });
    const event = await eventFor('orders/paid', JSON.stringify(payload));
    const order = shopifyOrderPaidV1.parse(event?.detail).order;
    expect(order.email).toBeNull();
    expect(order.refAttribute).toBeNull();
    expect(order.refLandingSite).toBeNull();
    expect(order.discountCodes).toEqual([]);
    expect(order.lineItems).toEqual([
      { id: '1', productId: '2', title: 'Kit', quantity: 3, priceCents: 1010, discountCents: 313 },
    ]);
  });

  it('reads ref from landing_site as a path with a query or as a full URL', () => {
    expect(refFromLandingSite('/products/x?ref=abc')).toBe('abc');
    expect(refFromLandingSite('https://glow.myshopify.com/products/x?utm=1&ref=ava%2D1')).toBe('ava-1');
    expect(refFromLandingSite('/products/x')).toBeNull();
    expect(refFromLandingSite('')).toBeNull();
    expect(refFromLandingSite(null)).toBeNull();
  });

  it('refunds/create → ShopifyRefundCreated: lines and units, without the zero-unit ones', async () => {
    const payload = refundPayload({
      refund_line_items: [
        { line_item_id: 466157049, quantity: 1 },
        { line_item_id: 518995019, quantity: 0 },
      ],
    });
    const event = await eventFor('refunds/create', withExactIds(JSON.stringify(payload)));
    expect(event?.name).toBe('ShopifyRefundCreated');
    expect(shopifyRefundCreatedV1.parse(event?.detail)).toEqual({
      version: 1,
      shopDomain: SHOP,
      webhookId: 'wh-1',
      refund: {
        id: '929361462',
        orderId: '820982911946154508',
        createdAt: '2026-11-21T14:00:00.000Z',
        lineItems: [{ lineItemId: '466157049', quantity: 1 }],
      },
    });
  });

  it('orders/cancelled → ShopifyOrderCancelled', async () => {
    const body = JSON.stringify({ ...orderPaidPayload({ id: 1001 }), cancelled_at: '2026-11-22T08:00:00Z' });
    const event = await eventFor('orders/cancelled', body);
    expect(shopifyOrderCancelledV1.parse(event?.detail)).toEqual({
      version: 1,
      shopDomain: SHOP,
      webhookId: 'wh-1',
      orderId: '1001',
      cancelledAt: '2026-11-22T08:00:00.000Z',
    });
  });

  it('fulfillments/create → ShopifyFulfillmentCreated: the order, the carrier and its tracking (a web address only)', async () => {
    const shipped = await eventFor(
      'fulfillments/create',
      JSON.stringify({
        id: 4100000000001,
        order_id: 5100000000001,
        created_at: '2026-11-22T09:00:00-05:00',
        status: 'success',
        tracking_company: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_numbers: ['1Z999AA10123456784'],
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        tracking_urls: ['https://www.ups.com/track?tracknum=1Z999AA10123456784'],
        line_items: [],
      }),
    );
    expect(shipped).toEqual({
      name: 'ShopifyFulfillmentCreated',
      detail: {
        version: 1,
        shopDomain: SHOP,
        webhookId: 'wh-1',
        orderId: '5100000000001',
        fulfillmentId: '4100000000001',
        trackingCompany: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        createdAt: '2026-11-22T14:00:00.000Z',
      },
    });
    // Only the plural lists, a tracking "URL" that is not a web address, no carrier.
    const sparse = await eventFor(
      'fulfillments/create',
      JSON.stringify({
        id: 2,
        order_id: 3,
        created_at: '2026-11-22T09:00:00Z',
        tracking_company: ' ',
        tracking_numbers: ['TRK-1'],
        tracking_url: 'javascript:alert(1)',
        tracking_urls: ['https://carrier.example/TRK-1'],
      }),
    );
    expect(sparse?.detail).toMatchObject({
      trackingCompany: null,
      trackingNumber: 'TRK-1',
      trackingUrl: 'https://carrier.example/TRK-1',
    });
  });

  it('app/uninstalled, shop/redact and customers/redact take the shop from the verified header', async () => {
    expect(await eventFor('app/uninstalled', JSON.stringify({ id: 1, myshopify_domain: SHOP }))).toEqual({
      name: 'ShopifyAppUninstalled',
      detail: { version: 1, shopDomain: SHOP, webhookId: 'wh-1' },
    });
    expect(await eventFor('shop/redact', JSON.stringify({ shop_id: 1, shop_domain: SHOP }))).toEqual({
      name: 'ShopifyShopRedactRequested',
      detail: { version: 1, shopDomain: SHOP, webhookId: 'wh-1' },
    });
    const redact = await eventFor(
      'customers/redact',
      JSON.stringify({
        shop_id: 1,
        shop_domain: SHOP,
        customer: { id: 7, email: ' Shopper@Example.com', phone: null },
        orders_to_redact: [1001, 1002],
      }),
    );
    expect(redact?.name).toBe('ShopifyCustomerRedactRequested');
    expect(shopifyCustomerRedactRequestedV1.parse(redact?.detail)).toEqual({
      version: 1,
      shopDomain: SHOP,
      webhookId: 'wh-1',
      customerEmail: 'shopper@example.com',
      orderIds: ['1001', '1002'],
    });
  });

  it('customers/data_request announces the request for the brand holding the shop (issue 35)', async () => {
    const body = JSON.stringify({
      shop_id: 1,
      shop_domain: SHOP,
      customer: { id: 7, email: ' Shopper@Example.com' },
      orders_requested: [1001],
      data_request: { id: 9 },
    });
    const event = await eventFor('customers/data_request', body);
    expect(event?.name).toBe('ShopifyCustomerDataRequested');
    expect(shopifyCustomerDataRequestedV1.parse(event?.detail)).toMatchObject({
      shopDomain: SHOP,
      dataRequestId: '9',
      customerEmail: 'shopper@example.com',
      orderIds: ['1001'],
    });
  });
});
