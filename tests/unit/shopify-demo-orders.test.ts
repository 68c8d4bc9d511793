import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../infra/local/seed/order-history';
import { findDemoProduct } from '../../stand-ins/shopify/catalogue';
import {
  allocateProportionally,
  money,
  percentOf,
  refundSubtotal,
} from '../../stand-ins/shopify/order-money';
import { buildOrder, buildRefund, lineNetCents, withRefund } from '../../stand-ins/shopify/order-payload';

const product = (handle: string) => {
  const found = findDemoProduct(handle);
  if (!found) throw new Error(`no ${handle}`);
  return found;
};

const order = (lines: { handle: string; quantity: number }[], percentage?: number) =>
  buildOrder({
    ids: {
      order: 5_100_000_000_001,
      customer: 7_100_000_000_001,
      lineItems: lines.map((_, i) => 13_100_000_000_001 + i),
    },
    number: 1,
    token: 'a'.repeat(32),
    vendor: 'Glow Skincare',
    email: 'shopper@example.com',
    lines: lines.map(({ handle, quantity }) => ({ product: product(handle), quantity })),
    discount: percentage ? { code: 'AVA10', percentage } : undefined,
    ref: 'ava_1',
    landingSite: '/products/x?ref=ava_1',
    processedAt: new Date('2026-11-20T10:00:00.123Z'),
  });

describe('demo store order arithmetic', () => {
  it('writes money as Shopify does: two decimals, no symbol', () => {
    expect(money(960)).toBe('9.60');
    expect(money(4800)).toBe('48.00');
    expect(money(5)).toBe('0.05');
    expect(money(0)).toBe('0.00');
  });

  it('takes a percentage rounded half-up to the cent, without float drift', () => {
    expect(percentOf(9600, 0.1)).toBe(960);
    expect(percentOf(4800, 0.1)).toBe(480);
    expect(percentOf(9599, 0.1)).toBe(960);
    expect(percentOf(9594, 0.1)).toBe(959);
    expect(percentOf(1005, 0.15)).toBe(151);
  });

  it('allocates a discount over lines in whole cents that always sum to the discount', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
    for (let seed = 1; seed < 200; seed++) {
      const random = seededRandom(seed);
      const weights = Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => 1 + Math.floor(random() * 50_000),
      );
      const total = Math.floor(random() * 10_000);
      const parts = allocateProportionally(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    }
  });

  it('refunds a line unit by unit so the refunds add up to its net exactly', () => {
    const line = { netCents: 1001, quantity: 3 };
    const parts = [refundSubtotal(line, 0, 1), refundSubtotal(line, 1, 1), refundSubtotal(line, 2, 1)];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1001);
    expect(refundSubtotal(line, 0, 3)).toBe(1001);
  });
});

describe('demo store order payload', () => {
  it('2 units at $48.00 with 10% off: a $9.60 allocation on the line, totals as strings', () => {
    const serum = product('hydrating-face-serum');
    const built = order([{ handle: 'hydrating-face-serum', quantity: 2 }], 0.1);
    const gross = serum.priceCents * 2;
    const discount = percentOf(gross, 0.1);
    expect(built).toMatchObject({
      name: '#1001',
      order_number: 1001,
      currency: 'USD',
      financial_status: 'paid',
      created_at: '2026-11-20T10:00:00+00:00',
      total_line_items_price: money(gross),
      total_discounts: money(discount),
      subtotal_price: money(gross - discount),
      total_price: money(gross - discount),
      discount_codes: [{ code: 'AVA10', amount: money(discount), type: 'percentage' }],
      note_attributes: [{ name: 'ref', value: 'ava_1' }],
      landing_site: '/products/x?ref=ava_1',
      customer: { id: 7_100_000_000_001, email: 'shopper@example.com' },
    });
    expect(built.line_items[0]).toMatchObject({
      id: 13_100_000_000_001,
      product_id: serum.id,
      variant_id: Number(serum.variantGid.split('/').pop()),
      quantity: 2,
      price: money(serum.priceCents),
      discount_allocations: [{ amount: money(discount), discount_application_index: 0 }],
    });
  });

  it('several lines: allocations sum to total_discounts, and the subtotal is the lines net of them', () => {
    const built = order(
      [
        { handle: 'hydrating-face-serum', quantity: 1 },
        { handle: 'classic-leather-watch', quantity: 3 },
        { handle: 'minimalist-card-wallet', quantity: 1 },
      ],
      0.15,
    );
    const allocated = built.line_items.reduce(
      (sum, line) => sum + Math.round(Number(line.discount_allocations[0]?.amount) * 100),
      0,
    );
    expect(allocated).toBe(Math.round(Number(built.total_discounts) * 100));
    const net = built.line_items.reduce((sum, line) => sum + lineNetCents(line), 0);
    expect(money(net)).toBe(built.subtotal_price);
  });

  it('without a code: no allocations, no discount codes, no ref when none was given', () => {
    const built = buildOrder({
      ids: { order: 1, customer: 2, lineItems: [3] },
      number: 7,
      token: 't',
      vendor: 'V',
      email: 'a@example.com',
      lines: [{ product: product('hydrating-face-serum'), quantity: 1 }],
      processedAt: new Date(),
    });
    expect(built.name).toBe('#1007');
    expect(built.total_discounts).toBe('0.00');
    expect(built.discount_codes).toEqual([]);
    expect(built.line_items[0]?.discount_allocations).toEqual([]);
    expect(built.note_attributes).toEqual([]);
    expect(built.landing_site).toBeNull();
  });

  it('a refund has Shopify refund shape and moves the order to partially refunded, then refunded', () => {
    const built = order([{ handle: 'hydrating-face-serum', quantity: 2 }], 0.1);
    const line = built.line_items[0];
    if (!line) throw new Error('no line');
    const first = buildRefund(built, {
      ids: { refund: 900, transaction: 901, refundLineItems: [902] },
      lines: [{ line, quantity: 1 }],
      createdAt: new Date('2026-11-21T09:00:00Z'),
    });
    expect(first).toMatchObject({
      id: 900,
      order_id: built.id,
      created_at: '2026-11-21T09:00:00+00:00',
      refund_line_items: [
        {
          id: 902,
          line_item_id: line.id,
          quantity: 1,
          subtotal: money(lineNetCents(line) / 2),
          line_item: { id: line.id },
        },
      ],
      transactions: [{ kind: 'refund', amount: money(lineNetCents(line) / 2) }],
    });
    const partly = withRefund(built, first);
    expect(partly.financial_status).toBe('partially_refunded');
    const second = buildRefund(partly, {
      ids: { refund: 903, transaction: 904, refundLineItems: [905] },
      lines: [{ line, quantity: 1 }],
      createdAt: new Date(),
    });
    const whole = withRefund(partly, second);
    expect(whole.financial_status).toBe('refunded');
    expect(whole.current_total_price).toBe('0.00');
  });

  it('the seed random is deterministic', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('multi-currency orders', () => {
  it("carry the shop's money and the shopper's presentment money, as Shopify's MoneyBags do", async () => {
    const { normalizeOrderPaid, ordersPaidPayload } = await import('../../functions/integrations');
    const { safeParse } = await import('zod/v4/core');
    const base = order([{ handle: 'hydrating-face-serum', quantity: 2 }], 0.1);
    const line = base.line_items[0];
    if (!line) throw new Error('no line');
    const eur = buildOrder({
      ids: { order: base.id, customer: 1, lineItems: [line.id] },
      number: 1,
      token: 'a'.repeat(32),
      vendor: 'Glow Skincare',
      email: 'shopper@example.com',
      lines: [{ product: product('hydrating-face-serum'), quantity: 2 }],
      discount: { code: 'AVA10', percentage: 0.1 },
      processedAt: new Date('2026-11-20T10:00:00Z'),
      currencies: { shop: 'USD', presentment: 'EUR' },
    });
    expect(eur.currency).toBe('USD');
    expect(eur.presentment_currency).toBe('EUR');
    const priced = eur.line_items[0];
    expect(priced?.price_set.shop_money).toEqual({ amount: line.price, currency_code: 'USD' });
    expect(priced?.price_set.presentment_money.currency_code).toBe('EUR');
    expect(priced?.price_set.presentment_money.amount).not.toBe(line.price);
    // The app reads the shop's money: the same cents as a USD-only order.
    const parsed = safeParse(ordersPaidPayload, JSON.parse(JSON.stringify(eur)));
    if (!parsed.success) throw new Error('unreadable');
    const event = normalizeOrderPaid(parsed.data, {
      shopDomain: 'glow.myshopify.com',
      webhookId: 'w',
      brandId: 'br_glow',
    });
    expect(event.order.review).toBeUndefined();
    expect(event.order.lineItems[0]).toMatchObject({
      priceCents: Math.round(Number(line.price) * 100),
      discountCents: Math.round(Number(line.discount_allocations[0]?.amount) * 100),
    });
  });
});
