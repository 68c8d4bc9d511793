/**
 * Shopify's mandatory privacy topics over the wire (issue 35): signed deliveries to the app's endpoint,
 * as Shopify signs them, → outbox → bus → consumers. customers/data_request tells the brand what the
 * product holds about the customer; customers/redact erases the customer's e-mail from every item the
 * product keeps for the shop's orders, and shop/redact every customer's; the money stays as it was.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, documentClient, eventually, outputs } from '../support/cloud';
import { mailWith } from '../support/mailbox';
import { json, type StoreBrand } from '../support/partnership';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../support/sales';
import { inspectorBucket } from '../support/webhooks';

let brand: StoreBrand;
let live: StoreProduct;
let ava: Awaited<ReturnType<typeof partnerOn>>;
let brandEmail: string;
const stamp = Date.now();
const erased = `erase.me.${stamp}@example.com`;
const kept = `keep.me.${stamp}@example.com`;
const orders = { first: newOrderId(), second: newOrderId(), other: newOrderId() };

/** Every item of a partition (Query, all pages), as stored. */
const partition = async (pk: string) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: outputs().TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** The partitions that hold the shop's orders: the brand's (sales), the shop's pointers, the creator's ledger. */
const orderRecords = async () => [
  ...(await partition(`BRAND#${brand.brandId}`)),
  ...(await partition(`SHOPORDER#${brand.shop}`)),
  ...(await partition(`CREATOR#${ava.creator.id}`)),
];

const holding = async (email: string) =>
  (await orderRecords()).filter((item) => JSON.stringify(item).toLowerCase().includes(email));

/** The money as both sides see it: the creator's totals, the brand's sales and dashboard totals. */
const money = async () => {
  const sales = (await salesOf(brand.token)).sales as { sale_cents: number; commission_cents: number }[];
  return {
    creator: (await earningsOf(ava.token)).totals,
    sales: sales.map((sale) => [sale.sale_cents, sale.commission_cents]),
    dashboard: (await api('/brand/dashboard', { token: brand.token })).body.totals,
  };
};

beforeAll(async () => {
  ({ brand, live } = await sellingBrand(1, 10));
  ava = await partnerOn(brand, live.id);
  brandEmail = (await api('/me', { token: brand.token })).body.email;
  // The brand's webhook log keeps each sale's payload, the customer's e-mail with it (BRAND# / WHD#…).
  const endpoint = await api('/brand/webhooks', {
    ...json('POST', {
      url: (await inspectorBucket(`privacy-${brand.brandId}`)).endpoint_url,
      events: ['sale.created'],
    }),
    token: brand.token,
  });
  expect(endpoint.status).toBe(201);
  const order = (id: number, email: string) =>
    deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id, email, ref: ava.code, lines: [{ product: live, quantity: 1 }] }),
    );
  await order(orders.first, erased);
  await order(orders.second, erased.toUpperCase());
  await order(orders.other, kept);
  await eventually(async () => ((await salesOf(brand.token)).sales.length === 3 ? true : undefined), 60_000);
  await eventually(async () =>
    (await partition(`BRAND#${brand.brandId}`)).filter((item) => String(item.sk).startsWith('WHD#'))
      .length === 3
      ? true
      : undefined,
  );
}, 180_000);

describe('Shopify privacy topics', () => {
  it('customers/data_request: the brand is told, in the app and by e-mail, every order held for the customer', async () => {
    await deliver('customers/data_request', brand.shop, {
      shop_id: 1,
      shop_domain: brand.shop,
      customer: { id: 2, email: erased },
      orders_requested: [orders.first],
      data_request: { id: 4242 },
    });
    const [notice] = await eventually(async () => {
      const bell = (await api('/notifications', { token: brand.token })).body.notifications as {
        kind: string;
        body: string;
      }[];
      const found = bell.filter((n) => n.kind === 'customer_data_request');
      return found.length ? found : undefined;
    });
    expect(notice?.body).toContain(`We hold 2 of your orders for them`);
    const [mail] = await eventually(async () => {
      const found = await mailWith(brandEmail, /Customer data request/);
      return found.length ? found : undefined;
    });
    expect(mail?.text).toContain(String(orders.first));
    expect(mail?.text).toContain(String(orders.second));
    expect(mail?.text).not.toContain(String(orders.other));
    expect(mail?.text).toContain('4242');
  }, 60_000);

  it('customers/redact: no record holds the customer e-mail; the money is unchanged', async () => {
    const before = await money();
    expect((await holding(erased)).length).toBeGreaterThan(0);
    await deliver('customers/redact', brand.shop, {
      shop_id: 1,
      shop_domain: brand.shop,
      customer: { id: 2, email: erased },
      orders_to_redact: [orders.first],
    });
    await eventually(async () => ((await holding(erased)).length === 0 ? true : undefined));
    // The other customer's sale, pointer and webhook delivery keep their e-mail.
    expect((await holding(kept)).length).toBe(3);
    expect(await money()).toEqual(before);
  }, 60_000);

  it('shop/redact: no record holds any customer e-mail of the shop; the money is unchanged', async () => {
    const before = await money();
    await deliver('shop/redact', brand.shop, { shop_id: 1, shop_domain: brand.shop });
    await eventually(async () => ((await holding(kept)).length === 0 ? true : undefined));
    expect(
      (await orderRecords()).filter((item) =>
        /shopper|@example\.com/.test(String(item.customer_email ?? '')),
      ),
    ).toEqual([]);
    expect(await money()).toEqual(before);
  }, 60_000);
});
