/**
 * Shopify webhook deliveries for tests: real-shaped REST payloads (as Shopify's orders/paid,
 * refunds/create, ... send them, trimmed to fields we read plus a few we do not) and the five headers,
 * signed like Shopify (and the demo store) sign: base64 HMAC-SHA256 of the raw body with the app secret.
 */
import { randomUUID } from 'node:crypto';
import { signWebhookBody } from '../../stand-ins/shopify/webhooks';

/** Stands in for the order id until withExactIds writes the real digits into the body. */
const ORDER_ID_PLACEHOLDER = 9007199254740000;

export const orderPaidPayload = (overrides: Record<string, unknown> = {}) => ({
  id: ORDER_ID_PLACEHOLDER,
  admin_graphql_api_id: 'gid://shopify/Order/820982911946154508',
  name: '#1001',
  email: '  Shopper@Example.COM ',
  contact_email: 'shopper@example.com',
  currency: 'USD',
  created_at: '2026-11-20T05:00:00-05:00',
  financial_status: 'paid',
  total_price: '86.40',
  note_attributes: [
    { name: 'gift', value: 'no' },
    { name: 'ref', value: 'ava-glow-serum' },
  ],
  landing_site: '/products/glow-serum?ref=ava-landing&utm_source=ig',
  discount_codes: [{ code: 'AVA10', amount: '9.60', type: 'percentage' }],
  line_items: [
    {
      id: 466157049,
      admin_graphql_api_id: 'gid://shopify/LineItem/466157049',
      product_id: 8000000000001,
      variant_id: 39072856,
      title: 'Glow Serum',
      quantity: 2,
      price: '48.00',
      total_discount: '0.00',
      discount_allocations: [
        { amount: '9.60', discount_application_index: 0, amount_set: { shop_money: { amount: '9.60' } } },
      ],
    },
    {
      id: 518995019,
      product_id: null,
      title: 'Gift wrap',
      quantity: 1,
      price: '3.50',
      discount_allocations: [],
    },
  ],
  ...overrides,
});

export const refundPayload = (overrides: Record<string, unknown> = {}) => ({
  id: 929361462,
  order_id: ORDER_ID_PLACEHOLDER,
  created_at: '2026-11-21T09:00:00-05:00',
  note: 'damaged',
  refund_line_items: [
    { id: 104689539, quantity: 1, line_item_id: 466157049, subtotal: 38.4, line_item: { id: 466157049 } },
  ],
  transactions: [],
  ...overrides,
});

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** A delivery of `payload` (or a raw body) for `topic`, signed with `secret`. */
export const shopifyDelivery = (input: {
  topic: string;
  shop: string;
  secret: string;
  payload?: unknown;
  rawBody?: string;
  webhookId?: string;
}): Delivery => {
  const body = input.rawBody ?? JSON.stringify(input.payload ?? {});
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': input.topic,
      'x-shopify-hmac-sha256': signWebhookBody(body, input.secret),
      'x-shopify-shop-domain': input.shop,
      'x-shopify-api-version': '2026-10',
      'x-shopify-webhook-id': input.webhookId ?? randomUUID(),
      'x-shopify-event-id': randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
    },
  };
};

/**
 * The body with the order id written as Shopify's documentation sample sends it: 820982911946154508,
 * beyond 2^53 (a JavaScript number cannot hold it, so the payloads carry a placeholder until here).
 */
export const withExactIds = (body: string): string =>
  body.replaceAll(String(ORDER_ID_PLACEHOLDER), '820982911946154508');
