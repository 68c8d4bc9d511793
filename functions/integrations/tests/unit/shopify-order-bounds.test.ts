/**
 * Orders at intake (issue 17 items 5 and 6): amounts from the shop's own money, absurd amounts kept for
 * review instead of refused or counted, and the bounds the ledger counts an order within.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { shopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import {
  chunksOf,
  MAX_LINE_PRICE_CENTS,
  MAX_LINE_QUANTITY,
  orderReviewReason,
  progressUpdate,
} from '../../../ledger';
import { centsOf } from '../../shopify/payloads/fields';
import { normalizeOrderPaid, ordersPaidPayload } from '../../shopify/payloads/orders-paid';

const context = { shopDomain: 'glow.myshopify.com', webhookId: 'w-1', brandId: 'br_glow' };

const bag = (shop: string, shopCurrency = 'USD', presentment?: [string, string]) => ({
  shop_money: { amount: shop, currency_code: shopCurrency },
  ...(presentment ? { presentment_money: { amount: presentment[0], currency_code: presentment[1] } } : {}),
});

const order = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 1001,
  name: '#1001',
  email: 'a@example.com',
  currency: 'USD',
  created_at: '2026-11-20T10:00:00Z',
  line_items: [{ id: 1, product_id: 2, title: 'Serum', quantity: 1, price: '48.00', ...line }],
  ...extra,
});

const normalized = (payload: unknown) => {
  const parsed = safeParse(ordersPaidPayload, payload);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  const event = normalizeOrderPaid(parsed.data, context);
  // Whatever the intake makes of it must be a valid catalogue event (else the receipt write is a 500).
  expect(safeParse(shopifyOrderPaidV1, event).success).toBe(true);
  return event;
};

describe('money strings to cents', () => {
  it('exact digits; beyond 2^53 cents is null (kept for review), never a rounded number', () => {
    expect(centsOf('48.00')).toBe(4800);
    expect(centsOf('0.5')).toBe(50);
    expect(centsOf('000012.30')).toBe(1230);
    expect(centsOf('90071992547409.91')).toBe(9_007_199_254_740_991);
    expect(centsOf('90071992547409.92')).toBeNull();
    expect(centsOf('99999999999999999999.00')).toBeNull();
  });
});

describe('orders/paid normalization', () => {
  it("takes the shop's money from the *_set fields; a presentment currency of its own is normal", () => {
    const event = normalized(
      order(
        {
          price: '48.00',
          price_set: bag('48.00', 'USD', ['44.16', 'EUR']),
          discount_allocations: [{ amount: '4.80', amount_set: bag('4.80', 'USD', ['4.42', 'EUR']) }],
        },
        { presentment_currency: 'EUR' },
      ),
    );
    expect(event.order.currency).toBe('USD');
    expect(event.order.review).toBeUndefined();
    expect(event.order.lineItems[0]).toMatchObject({ priceCents: 4800, discountCents: 480 });
  });

  it('reads shop_money when a payload carries only the sets', () => {
    const event = normalized(
      order({ price: '48.00', discount_allocations: [{ amount_set: bag('1.25') }] }, {}),
    );
    expect(event.order.lineItems[0]?.discountCents).toBe(125);
  });

  it('an amount that cannot be cents, an unsafe quantity or shop_money in another currency: kept for review', () => {
    const huge = normalized(order({ price: '99999999999999999999.00' }));
    expect(huge.order.review).toContain('99999999999999999999.00');
    expect(huge.order.lineItems[0]).toMatchObject({ priceCents: 0, discountCents: 0 });
    const unsafe = normalized(order({ quantity: 1e20 }));
    expect(unsafe.order.review).toMatch(/quantity/);
    const mixed = normalized(order({ price_set: bag('48.00', 'JPY') }));
    expect(mixed.order.review).toMatch(/JPY/);
  });
});

describe('the bounds the ledger counts an order within', () => {
  const line = (over: Partial<{ priceCents: number; quantity: number; discountCents: number }> = {}) => ({
    id: '1',
    productId: '2',
    title: 'Serum',
    quantity: 1,
    priceCents: 4800,
    discountCents: 0,
    ...over,
  });

  it('an order in the program currency within bounds counts', () => {
    expect(orderReviewReason({ currency: 'USD', lineItems: [line()] })).toBeNull();
    expect(
      orderReviewReason({
        currency: 'USD',
        lineItems: [line({ priceCents: MAX_LINE_PRICE_CENTS, quantity: MAX_LINE_QUANTITY })],
      }),
    ).toBeNull();
  });

  it('says why an order needs review', () => {
    expect(orderReviewReason({ currency: 'JPY', lineItems: [line()] })).toBe(
      'Order in JPY; this program is in USD.',
    );
    expect(orderReviewReason({ currency: 'USD', lineItems: [line({ priceCents: 100_000_001 })] })).toBe(
      'Line “Serum” price $1,000,000.01 above the $1,000,000.00 limit.',
    );
    expect(
      orderReviewReason({ currency: 'USD', lineItems: [line({ priceCents: 9_007_199_254_740_991 })] }),
    ).toMatch(/above the \$1,000,000\.00 limit/);
    expect(orderReviewReason({ currency: 'USD', lineItems: [line({ quantity: 1e15 })] })).toBe(
      'Line “Serum” quantity 1,000,000,000,000,000 above the 100,000 limit.',
    );
    expect(
      orderReviewReason({ currency: 'USD', lineItems: Array.from({ length: 1_001 }, () => line()) }),
    ).toMatch(/1001 lines, more than the 1,000/);
    expect(orderReviewReason({ currency: 'USD', lineItems: [line()], review: 'From intake.' })).toBe(
      'From intake.',
    );
  });
});

describe('writing a large change in parts', () => {
  it('parts of at most 80 entries; one empty part when there is nothing', () => {
    expect(chunksOf([]).length).toBe(1);
    expect(chunksOf(Array.from({ length: 250 }, (_, i) => i)).map((part) => part.length)).toEqual([
      80, 80, 80, 10,
    ]);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('each part advances the marker it read; the last removes it', () => {
    vi.stubEnv('TABLE_NAME', 'table');
    const sale = { brand_id: 'b', sale_sk: 'SALE#x' };
    const middle = progressUpdate(sale, 'recording', 1, 4).Update;
    expect(middle?.Key).toEqual({ pk: 'BRAND#b', sk: 'SALE#x' });
    expect(middle?.UpdateExpression).toMatch(/^SET #recording\.#done = (:\w+)/);
    expect(middle?.ConditionExpression).toMatch(/^#recording\.#done = (:\w+)$/);
    expect(Object.values(middle?.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining([1, 2]));
    const last = progressUpdate(sale, 'reversing', 3, 4, 'R1').Update;
    expect(last?.UpdateExpression).toMatch(/REMOVE #reversing$/);
    expect(last?.ConditionExpression).toMatch(/^#reversing\.#done = :\w+ AND #reversing\.#id = :\w+$/);
    expect(Object.values(last?.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining([3, 'R1']));
  });
});
