/**
 * Currency and bounds at intake (issue 17 items 5 and 6), over the wire: signed Shopify deliveries to
 * the app's endpoint → outbox → bus → the ledger. An order in another currency than the program's, or
 * with amounts outside the ledger's bounds, is answered 200 (Shopify would retry anything else for
 * ever), recorded as needs_review with the reason, shown in the brand's Sales, counted nowhere, and the
 * brand can dismiss it. A presentment currency of the shopper's own is an ordinary order. A brand with
 * absurd orders is still billed.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api, documentClient, eventually, outputs } from '../../../../tests/support/cloud';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import { forBrands, runSchedule } from '../../../../tests/support/payouts';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';
import { connectStore } from '../../../../tests/support/shopify-connect';

let brand: StoreBrand;
let live: StoreProduct;
let ava: Awaited<ReturnType<typeof partnerOn>>;

beforeAll(async () => {
  ({ brand, live } = await sellingBrand(1));
  ava = await partnerOn(brand, live.id);
}, 120_000);

interface ListedSale {
  sale_id: string;
  order_id: string;
  status: string;
  status_reason: string | null;
  sale_cents: number;
  commission_cents: number;
  currency: string;
  lines: { price_cents: number; base_cents: number; commissionable: boolean }[];
}

const saleOf = async (orderId: number): Promise<ListedSale> =>
  eventually(async () =>
    ((await salesOf(brand.token)).sales as ListedSale[]).find((s) => s.order_id === String(orderId)),
  );

const creatorTotals = async () => (await earningsOf(ava.token)).totals;
const brandTotals = async () => (await api('/brand/dashboard', { token: brand.token })).body.totals;
const billingCounter = async () =>
  (
    await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `BRAND#${brand.brandId}`, sk: `BILL#${new Date().toISOString().slice(0, 7)}` },
        ConsistentRead: true,
      }),
    )
  ).Item;

/** An order of the live product through ava's link, with its payload changed by `edit`. */
const order = (edit: (payload: ReturnType<typeof orderPayload>) => void) => {
  const id = newOrderId();
  const payload = orderPayload({ id, ref: ava.code, lines: [{ product: live, quantity: 1 }] });
  edit(payload);
  return { id, payload };
};

const setLine = (payload: ReturnType<typeof orderPayload>, fields: Record<string, unknown>) => {
  Object.assign(payload.line_items[0] as object, fields);
};

/** Delivers and waits for the sale; asserts nothing was counted anywhere. */
const deliverForReview = async (payload: unknown, orderId: number) => {
  const before = {
    creator: await creatorTotals(),
    brand: await brandTotals(),
    billing: await billingCounter(),
  };
  const response = await deliver('orders/paid', brand.shop, payload);
  expect(response.status).toBe(200);
  const sale = await saleOf(orderId);
  expect(sale).toMatchObject({ status: 'needs_review', sale_cents: 0, commission_cents: 0 });
  expect(sale.lines.every((line) => !line.commissionable && line.base_cents === 0)).toBe(true);
  expect(await creatorTotals()).toEqual(before.creator);
  expect(await brandTotals()).toEqual(before.brand);
  expect(await billingCounter()).toEqual(before.billing);
  return sale;
};

describe('currency', () => {
  it('an order in JPY on a USD store: needs review with the reason, counted nowhere; the brand dismisses it', async () => {
    const { id, payload } = order((p) => {
      p.currency = 'JPY';
      setLine(p, { price: '24900.00' });
    });
    const sale = await deliverForReview(payload, id);
    expect(sale.status_reason).toBe('Order in JPY; this program is in USD.');
    expect(sale.currency).toBe('JPY');
    expect(
      (await earningsOf(ava.token)).entries.some(
        (e: { order_name: string }) => e.order_name === payload.name,
      ),
    ).toBe(false);

    // Dismiss: bad input and other brands write nothing; then recorded, still out of every total.
    const other = await brandWithProducts(0);
    const path = `/brand/sales/${sale.sale_id}/dismiss`;
    expect((await api(path, { ...json('POST'), token: other.token })).status).toBe(404);
    expect(
      (await api('/brand/sales/not-a-sale/dismiss', { ...json('POST'), token: brand.token })).status,
    ).toBe(400);
    expect((await api(`/brand/sales/1-1/dismiss`, { ...json('POST'), token: brand.token })).status).toBe(404);
    expect((await saleOf(id)).status).toBe('needs_review');
    const before = await brandTotals();
    const dismissed = await api(path, { ...json('POST'), token: brand.token });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.sale).toMatchObject({ status: 'void', sale_cents: 0 });
    expect(dismissed.body.sale.status_reason).toMatch(/^Dismissed by the brand: Order in JPY/);
    expect((await api(path, { ...json('POST'), token: brand.token })).status).toBe(409);
    expect(await brandTotals()).toEqual(before);
    // Issue 31: the brand's "needs your review" notification of the order is done (HeldSaleDecided).
    await eventually(async () => {
      const { notifications } = (await api('/notifications', { token: brand.token })).body as {
        notifications: { kind: string; title: string; read_at: string | null }[];
      };
      const asked = notifications.find((n) => n.kind === 'sale_held' && n.title.includes(payload.name));
      return asked?.read_at ? true : undefined;
    }, 20_000);
  });

  it("a shopper paying in EUR on a USD store is an ordinary order, recorded from the shop's money", async () => {
    const before = await creatorTotals();
    const { id, payload } = order((p) => {
      Object.assign(p, { presentment_currency: 'EUR' });
      const shop = (live.price_cents / 100).toFixed(2);
      setLine(p, {
        price: shop,
        price_set: {
          shop_money: { amount: shop, currency_code: 'USD' },
          presentment_money: { amount: ((live.price_cents * 0.92) / 100).toFixed(2), currency_code: 'EUR' },
        },
      });
    });
    await deliver('orders/paid', brand.shop, payload);
    const sale = await saleOf(id);
    expect(sale).toMatchObject({ status: 'attributed', currency: 'USD', sale_cents: live.price_cents });
    expect(sale.lines[0]?.price_cents).toBe(live.price_cents);
    await eventually(async () =>
      (await creatorTotals()).total_sales_cents === before.total_sales_cents + live.price_cents
        ? true
        : undefined,
    );
  });

  it("records the store's currency when it connects", async () => {
    const jpyBrand = await brandWithProducts(0);
    const shop = `yen-${Date.now().toString(36)}.myshopify.com`;
    const set = await fetch(`${outputs().DemoShopifyUrl}/${shop}/__settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currencyCode: 'JPY' }),
    });
    expect(set.status).toBe(200);
    await connectStore(jpyBrand.token, shop);
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `BRAND#${jpyBrand.brandId}`, sk: 'BRAND' },
      }),
    );
    expect(Item?.store_currency).toBe('JPY');
  });

  it('a store connected before its currency was recorded is taken as USD, recorded by its next order', async () => {
    await documentClient().send(
      new UpdateCommand({
        TableName: outputs().TableName,
        Key: { pk: `BRAND#${brand.brandId}`, sk: 'BRAND' },
        UpdateExpression: 'REMOVE store_currency',
      }),
    );
    const { id, payload } = order(() => {});
    await deliver('orders/paid', brand.shop, payload);
    expect((await saleOf(id)).status).toBe('attributed');
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: outputs().TableName, Key: { pk: `BRAND#${brand.brandId}`, sk: 'BRAND' } }),
    );
    expect(Item?.store_currency).toBe('USD');
  });
});

describe('bounds', () => {
  it('a price of 99999999999999999999.00 is answered 200 and recorded for review, not a 500', async () => {
    const { id, payload } = order((p) => setLine(p, { price: '99999999999999999999.00' }));
    const sale = await deliverForReview(payload, id);
    expect(sale.status_reason).toContain('99999999999999999999.00');
  });

  it('a price near 2^53 cents and a quantity of 1e15: needs review; the brand is still billed', async () => {
    const nearMax = order((p) => setLine(p, { price: '90071992547409.91' }));
    const nearMaxSale = await deliverForReview(nearMax.payload, nearMax.id);
    expect(nearMaxSale.status_reason).toBe(
      `Line “${live.name}” price $90,071,992,547,409.91 above the $1,000,000.00 limit.`,
    );
    const many = order((p) => setLine(p, { quantity: 1e15 }));
    const manySale = await deliverForReview(many.payload, many.id);
    expect(manySale.status_reason).toBe(
      `Line “${live.name}” quantity 1,000,000,000,000,000 above the 100,000 limit.`,
    );
    const counter = await billingCounter();
    expect(Number.isSafeInteger(counter?.sales_cents ?? 0)).toBe(true);

    // The month's billing run bills this brand's ordinary sales, unaffected by the absurd orders.
    const now = new Date();
    const period = now.toISOString().slice(0, 7);
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    await runSchedule('BillMonth', firstOfNext, forBrands(brand));
    const invoice = await eventually(
      async () =>
        ((await api('/brand/invoices', { token: brand.token })).body.invoices as { period: string }[]).find(
          (candidate) => candidate.period === period,
        ),
      20_000,
    );
    expect(invoice).toMatchObject({ period, total_sales_cents: counter?.sales_cents });
  });
});
