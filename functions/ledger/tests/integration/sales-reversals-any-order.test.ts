/**
 * Issue 31, refunds and cancellations in any order: Shopify does not order its webhooks, so a
 * refunds/create or orders/cancelled may come before the orders/paid of its order. Over the wire (signed
 * deliveries → outbox → bus → the ledger consumers, DynamoDB Local): such a reversal is kept once
 * (SHOPORDER#{shop} / EARLYREV#{order}#{refund|CANCEL}) and applied when the order is recorded, so the
 * order ends exactly as the usual order (order, then refund) does — the same sale receipt, the same
 * creator entries, the same creator and brand totals — whatever the deliveries' order and repetitions,
 * also for an order recorded in several transactions and for orders the ledger does not attribute.
 *
 * Every scenario gives its orders to its own creators (one for the usual order, one for the early one),
 * so their totals are compared creator to creator; the brand's totals by what each step adds.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  deliver,
  earningsOf,
  halfUp,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
  share,
} from '../../../../tests/support/sales';
import { earlyReversalEntity } from '../../entities/early-reversal';

type Partner = Awaited<ReturnType<typeof partnerOn>>;
interface Entry {
  kind: string;
  status: string;
  quantity: number;
  base_cents: number;
  commission_cents: number;
  created_at: string;
}

let brand: StoreBrand;
let live: StoreProduct;

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, live } = await sellingBrand(1, 12.5));
}, 120_000);

/** Two program lines (2 units with a discount, 3 units) and a custom line outside the program. */
const orderOf = (orderId: number, creator: Partner, createdAt = new Date().toISOString()) =>
  orderPayload({
    id: orderId,
    ref: creator.code,
    createdAt,
    lines: [
      { product: live, quantity: 2, discountCents: 137 },
      { product: live, quantity: 3 },
      { product: null, quantity: 1 },
    ],
  });

/** A refund of `units` per line index of the order (line ids as orderPayload numbers them). */
const refundOf = (orderId: number, refundId: number, units: [number, number][], at: string) => ({
  id: refundId,
  order_id: orderId,
  created_at: at,
  refund_line_items: units.map(([index, quantity], i) => ({
    id: refundId * 10 + i,
    line_item_id: orderId * 10 + index + 1,
    quantity,
  })),
});

const cancelOf = (orderId: number, at: string) => ({
  ...orderPayload({ id: orderId, lines: [] }),
  cancelled_at: at,
  cancel_reason: 'customer',
});

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * How long one step may take to settle. This file shares its cloud with others, where a rule's consumer
 * runs at most 8 events at once (infra/local/event-bus.ts): another file's burst of orders queues these
 * behind it, and CI runs saw single steps take 20–50 s (one passed 30 s and failed).
 */
const WAIT_MS = 90_000;

/** The kept reversal, read as it is stored. */
const keptItem = async (orderId: number, reversalId: string) =>
  (
    await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: earlyReversalEntity
          .get({ shop_domain: brand.shop, order_id: String(orderId), reversal_id: reversalId })
          .params().Key,
        ConsistentRead: true,
      }),
    )
  ).Item;

/** Waits until the refund (or the cancellation) delivered before its order is kept for it. */
const kept = (orderId: number, reversalId: string) =>
  eventually(async () => keptItem(orderId, reversalId), WAIT_MS);

const saleOf = async (orderId: number) =>
  (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(orderId));

/** Waits until the order's sale exists and `done` holds for it and its creator's entries. */
const settled = (
  orderId: number,
  creator: Partner,
  done: (sale: Record<string, unknown>, entries: Entry[]) => boolean,
) =>
  eventually(async () => {
    // The entries first, then the sale: a sale read before the entries could predate what they show (CI
    // run K read a sale without the reversal its entries already listed).
    const entries = (await earningsOf(creator.token)).entries as Entry[];
    const sale = await saleOf(orderId);
    if (!sale) return undefined;
    return done(sale, entries) ? { sale, entries } : undefined;
  }, WAIT_MS);

const reversalsIn = (entries: Entry[]) => entries.filter((entry) => entry.kind === 'reversal');

/**
 * What the order's receipt shows, both sides: the brand's sale (its net amounts, refunds, cancellation
 * and every line's reversed units and amounts) and the creator's entries (sale and reversals).
 */
const receiptOf = async (orderId: number, creator: Partner) => {
  const sale = await saleOf(orderId);
  const entries = (await earningsOf(creator.token)).entries as Entry[];
  return {
    sale: {
      status: sale.status,
      sale_cents: sale.sale_cents,
      commission_cents: sale.commission_cents,
      refund_count: sale.refund_count,
      cancelled: sale.cancelled_at !== null,
      counts_as_conversion: sale.counts_as_conversion,
      lines: sale.lines.map((line: Record<string, unknown>) => ({
        quantity: line.quantity,
        base_cents: line.base_cents,
        commission_cents: line.commission_cents,
        reversed_quantity: line.reversed_quantity,
        reversed_base_cents: line.reversed_base_cents,
        reversed_commission_cents: line.reversed_commission_cents,
      })),
    },
    entries: entries
      .map(({ kind, status, quantity, base_cents, commission_cents }) => ({
        kind,
        status,
        quantity,
        base_cents,
        commission_cents,
      }))
      .sort((a, b) => `${a.kind}${a.base_cents}`.localeCompare(`${b.kind}${b.base_cents}`)),
  };
};

const creatorTotals = async (creator: Partner) => (await earningsOf(creator.token)).totals;

const brandTotals = async () => {
  const { totals } = (await api('/brand/dashboard', { token: brand.token })).body;
  return {
    revenue: totals.total_revenue_cents as number,
    owed: totals.commissions_owed_cents as number,
    conversions: totals.conversions as number,
  };
};

const minus = (a: Awaited<ReturnType<typeof brandTotals>>, b: Awaited<ReturnType<typeof brandTotals>>) => ({
  revenue: a.revenue - b.revenue,
  owed: a.owed - b.owed,
  conversions: a.conversions - b.conversions,
});

/** The two program lines' bases and commissions at 12.5%. */
const expectedLines = () =>
  [live.price_cents * 2 - 137, live.price_cents * 3].map((base) => ({
    base,
    commission: halfUp(base, 12.5),
  }));

describe('a refund delivered before its order', () => {
  let usual: Partner;
  let early: Partner;
  const usualOrder = newOrderId();
  const earlyOrder = newOrderId();
  let usualAdds: ReturnType<typeof minus>;

  beforeAll(async () => {
    usual = await partnerOn(brand, live.id);
    early = await partnerOn(brand, live.id);
  }, 150_000);

  it('the usual order (order, then a refund of one unit): the reference', async () => {
    const before = await brandTotals();
    await deliver('orders/paid', brand.shop, orderOf(usualOrder, usual));
    await settled(usualOrder, usual, (_, entries) => entries.length === 2);
    await deliver('refunds/create', brand.shop, refundOf(usualOrder, newOrderId(), [[0, 1]], later(1000)));
    const { sale } = await settled(usualOrder, usual, (_, entries) => reversalsIn(entries).length === 1);
    const [first] = expectedLines();
    const reversed = share(first?.commission ?? 0, 1, 2);
    expect(sale.lines[0]).toMatchObject({ reversed_quantity: 1, reversed_commission_cents: reversed });
    usualAdds = minus(await brandTotals(), before);
    expect(usualAdds.conversions).toBe(1);
  }, 150_000);

  it('is kept, then applied once when the order is recorded: receipt and totals as the usual order', async () => {
    const before = await brandTotals();
    const refundId = newOrderId();
    await deliver('refunds/create', brand.shop, refundOf(earlyOrder, refundId, [[0, 1]], later(1000)));
    const item = await kept(earlyOrder, String(refundId));
    expect(item).toMatchObject({ type: 'early-reversal', reversal_id: String(refundId) });
    expect(item.applied_at).toBeUndefined();
    // Nothing is recorded for the order yet.
    expect(await saleOf(earlyOrder)).toBeUndefined();

    await deliver('orders/paid', brand.shop, orderOf(earlyOrder, early));
    await settled(earlyOrder, early, (sale, entries) => sale.refund_count === 1 && entries.length === 3);
    expect(await receiptOf(earlyOrder, early)).toEqual(await receiptOf(usualOrder, usual));
    expect(await creatorTotals(early)).toEqual(await creatorTotals(usual));
    expect(minus(await brandTotals(), before)).toEqual(usualAdds);
    expect((await keptItem(earlyOrder, String(refundId)))?.applied_at).toEqual(expect.any(String));

    // The order delivered again: the refund is not applied twice.
    await deliver('orders/paid', brand.shop, orderOf(earlyOrder, early));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reversalsIn((await earningsOf(early.token)).entries)).toHaveLength(1);
    expect(await creatorTotals(early)).toEqual(await creatorTotals(usual));
  }, 180_000);
});

describe('a cancellation delivered before its order', () => {
  let usual: Partner;
  let early: Partner;
  const usualOrder = newOrderId();
  const earlyOrder = newOrderId();

  beforeAll(async () => {
    usual = await partnerOn(brand, live.id);
    early = await partnerOn(brand, live.id);
  }, 150_000);

  it('ends as the usual order then its cancellation: nothing earned, no conversion, cancelled on the receipt', async () => {
    const beforeUsual = await brandTotals();
    await deliver('orders/paid', brand.shop, orderOf(usualOrder, usual));
    await settled(usualOrder, usual, (_, entries) => entries.length === 2);
    await deliver('orders/cancelled', brand.shop, cancelOf(usualOrder, later(1000)));
    await settled(usualOrder, usual, (sale) => sale.cancelled_at !== null);
    const usualAdds = minus(await brandTotals(), beforeUsual);
    expect(usualAdds).toEqual({ revenue: 0, owed: 0, conversions: 0 });

    const before = await brandTotals();
    await deliver('orders/cancelled', brand.shop, cancelOf(earlyOrder, later(1000)));
    await kept(earlyOrder, 'CANCEL');
    await deliver('orders/paid', brand.shop, orderOf(earlyOrder, early));
    const { sale } = await settled(
      earlyOrder,
      early,
      (s, entries) => s.cancelled_at !== null && reversalsIn(entries).length === 2,
    );
    expect(sale).toMatchObject({ sale_cents: 0, commission_cents: 0, counts_as_conversion: false });
    expect(await receiptOf(earlyOrder, early)).toEqual(await receiptOf(usualOrder, usual));
    expect(await creatorTotals(early)).toEqual(await creatorTotals(usual));
    expect(await creatorTotals(early)).toMatchObject({
      earned_cents: 0,
      conversions: 0,
      total_sales_cents: 0,
    });
    expect(minus(await brandTotals(), before)).toEqual(usualAdds);
  }, 240_000);
});

describe('duplicates and two refunds, before the order', () => {
  it('refund, the same refund again, then the order: kept once, reversed once (and once more after: still once)', async () => {
    const usual = await partnerOn(brand, live.id);
    const early = await partnerOn(brand, live.id);
    const usualOrder = newOrderId();
    const earlyOrder = newOrderId();
    await deliver('orders/paid', brand.shop, orderOf(usualOrder, usual));
    await settled(usualOrder, usual, (_, entries) => entries.length === 2);
    await deliver('refunds/create', brand.shop, refundOf(usualOrder, newOrderId(), [[1, 2]], later(1000)));
    await settled(usualOrder, usual, (_, entries) => reversalsIn(entries).length === 1);

    const refundId = newOrderId();
    const refund = refundOf(earlyOrder, refundId, [[1, 2]], later(1000));
    await deliver('refunds/create', brand.shop, refund);
    const first = await kept(earlyOrder, String(refundId));
    // Redelivered (a new webhook id, as Shopify's retries and duplicates come): nothing new is written.
    await deliver('refunds/create', brand.shop, refund);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await keptItem(earlyOrder, String(refundId))).toEqual(first);

    await deliver('orders/paid', brand.shop, orderOf(earlyOrder, early));
    await settled(earlyOrder, early, (sale, entries) => sale.refund_count === 1 && entries.length === 2 + 1);
    // The same refund once more, now that its order is recorded.
    await deliver('refunds/create', brand.shop, refund);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reversalsIn((await earningsOf(early.token)).entries)).toHaveLength(1);
    expect(await receiptOf(earlyOrder, early)).toEqual(await receiptOf(usualOrder, usual));
    expect(await creatorTotals(early)).toEqual(await creatorTotals(usual));
  }, 240_000);

  it('two different partial refunds before the order: both applied, as if they had come after it', async () => {
    const usual = await partnerOn(brand, live.id);
    const early = await partnerOn(brand, live.id);
    const usualOrder = newOrderId();
    const earlyOrder = newOrderId();
    // The second refund takes the rest of the first line: reversed on the running total, to the cent.
    const units: [number, number][][] = [
      [[0, 1]],
      [
        [0, 1],
        [1, 1],
      ],
    ];
    await deliver('orders/paid', brand.shop, orderOf(usualOrder, usual));
    await settled(usualOrder, usual, (_, entries) => entries.length === 2);
    for (const [i, refund] of units.entries())
      await deliver(
        'refunds/create',
        brand.shop,
        refundOf(usualOrder, newOrderId(), refund, later(1000 * (i + 1))),
      );
    await settled(usualOrder, usual, (sale) => sale.refund_count === 2);

    const refundIds = [newOrderId(), newOrderId()];
    for (const [i, refund] of units.entries()) {
      await deliver(
        'refunds/create',
        brand.shop,
        refundOf(earlyOrder, refundIds[i] as number, refund, later(1000 * (i + 1))),
      );
      await kept(earlyOrder, String(refundIds[i]));
    }
    await deliver('orders/paid', brand.shop, orderOf(earlyOrder, early));
    const { sale, entries } = await settled(
      earlyOrder,
      early,
      (s, all) => s.refund_count === 2 && reversalsIn(all).length === 3,
    );
    const [line0, line1] = expectedLines();
    // The whole first line and one of three units of the second are taken back.
    expect(sale.lines[0]).toMatchObject({
      reversed_quantity: 2,
      reversed_commission_cents: line0?.commission,
    });
    expect(sale.lines[1]).toMatchObject({
      reversed_quantity: 1,
      reversed_commission_cents: share(line1?.commission ?? 0, 1, 3),
    });
    expect(entries.reduce((sum, entry) => sum + entry.commission_cents, 0)).toBe(
      (line1?.commission ?? 0) - share(line1?.commission ?? 0, 1, 3),
    );
    expect(await receiptOf(earlyOrder, early)).toEqual(await receiptOf(usualOrder, usual));
    expect(await creatorTotals(early)).toEqual(await creatorTotals(usual));
  }, 240_000);
});

describe('a refund and its order delivered at the same moment', () => {
  it('eight orders, each with its refund at once: every refund applied exactly once, whichever came first', async () => {
    const ava = await partnerOn(brand, live.id);
    const orderIds = Array.from({ length: 8 }, () => newOrderId());
    const refundIds = orderIds.map(() => newOrderId());
    await Promise.all(
      orderIds.flatMap((orderId, i) => [
        deliver('orders/paid', brand.shop, orderOf(orderId, ava)),
        deliver(
          'refunds/create',
          brand.shop,
          refundOf(orderId, refundIds[i] as number, [[0, 1]], later(1000)),
        ),
      ]),
    );
    const [line0, line1] = expectedLines();
    const reversed = share(line0?.commission ?? 0, 1, 2);
    const perOrder = (line0?.commission ?? 0) + (line1?.commission ?? 0) - reversed;
    await eventually(async () => {
      const sales = await Promise.all(orderIds.map(saleOf));
      return sales.every((sale) => sale?.refund_count === 1) ? true : undefined;
    }, WAIT_MS);
    const { entries, totals } = await earningsOf(ava.token);
    expect(reversalsIn(entries)).toHaveLength(orderIds.length);
    expect(totals).toMatchObject({ earned_cents: perOrder * orderIds.length, conversions: orderIds.length });
  }, 240_000);
});

describe('the order recorded between the refund finding no order and keeping the refund', () => {
  it("the order's recording finds nothing kept; the refund, reading the order again, applies itself", async () => {
    const ava = await partnerOn(brand, live.id);
    const orderId = newOrderId();
    const { recordReversal } = await import('../../sales/record-reversal');
    const { recordOrderPaid } = await import('../../sales/record-order-paid');
    const { ordersPaidPayload, normalizeOrderPaid } = await import('../../../integrations');
    const parsed = safeParse(ordersPaidPayload, orderOf(orderId, ava));
    if (!parsed.success) throw new Error('payload');
    const detail = normalizeOrderPaid(parsed.data, {
      shopDomain: brand.shop,
      webhookId: 'race',
      brandId: brand.brandId,
    });
    const refundId = String(newOrderId());
    const outcome = await recordReversal(
      {
        shopDomain: brand.shop,
        orderId: String(orderId),
        reversalId: refundId,
        units: new Map([[String(orderId * 10 + 1), 1]]),
        at: later(1000),
      },
      { beforeKeeping: () => recordOrderPaid(detail) },
    );
    expect(outcome).toBe('reversed');
    const sale = await saleOf(orderId);
    expect(sale).toMatchObject({ refund_count: 1 });
    expect(sale.lines[0]).toMatchObject({ reversed_quantity: 1 });
    expect(reversalsIn((await earningsOf(ava.token)).entries)).toHaveLength(1);
    // Kept, and not yet marked: the order's next delivery marks it, applying nothing twice.
    expect((await keptItem(orderId, refundId))?.applied_at).toBeUndefined();
    expect((await recordOrderPaid(detail)).outcome).toBe('duplicate');
    expect((await keptItem(orderId, refundId))?.applied_at).toEqual(expect.any(String));
    expect(reversalsIn((await earningsOf(ava.token)).entries)).toHaveLength(1);
    expect((await saleOf(orderId)).refund_count).toBe(1);
  }, 180_000);
});

describe('a refund before an order recorded in several transactions', () => {
  it('is applied once the last part is written, also when the recording failed part-way and is completed by the redelivery', async () => {
    const ava = await partnerOn(brand, live.id);
    const orderId = newOrderId();
    const LINES = 250;
    const quantities = Array.from({ length: LINES }, (_, index) => 1 + (index % 3));
    const payload = orderPayload({
      id: orderId,
      ref: ava.code,
      lines: quantities.map((quantity) => ({ product: live, quantity })),
    });
    const commissions = quantities.map((quantity) => halfUp(live.price_cents * quantity, 12.5));
    // The whole first and last lines (1 unit each) and one of the second line's 2 units.
    const refundId = newOrderId();
    await deliver(
      'refunds/create',
      brand.shop,
      refundOf(
        orderId,
        refundId,
        [
          [0, 1],
          [1, 1],
          [LINES - 1, 1],
        ],
        later(1000),
      ),
    );
    await kept(orderId, String(refundId));

    // The recording fails after its first two transactions (of four): the refund waits with it.
    const { ordersPaidPayload, normalizeOrderPaid } = await import('../../../integrations');
    const { recordOrderPaid } = await import('../../sales/record-order-paid');
    const parsed = safeParse(ordersPaidPayload, payload);
    if (!parsed.success) throw new Error('payload');
    const detail = normalizeOrderPaid(parsed.data, {
      shopDomain: brand.shop,
      webhookId: 'fault-run',
      brandId: brand.brandId,
    });
    await expect(
      recordOrderPaid(detail, new Date(), {
        afterTransaction: (index) => {
          if (index === 1) throw new Error('injected fault between transactions');
        },
      }),
    ).rejects.toThrow('injected fault');
    expect(reversalsIn((await earningsOf(ava.token)).entries)).toHaveLength(0);
    expect((await keptItem(orderId, String(refundId)))?.applied_at).toBeUndefined();

    // Shopify's redelivery completes the order, then applies the refund.
    await deliver('orders/paid', brand.shop, payload);
    const totals = await eventually(async () => {
      // The sale first: totals read after it include what its refund took back.
      const sale = await saleOf(orderId);
      const body = (await earningsOf(ava.token)).totals;
      return body.conversions === 1 && sale?.refund_count === 1 ? body : undefined;
    }, WAIT_MS);
    const reversed =
      share(commissions[0] ?? 0, 1, 1) +
      share(commissions[1] ?? 0, 1, 2) +
      share(commissions[LINES - 1] ?? 0, 1, 1);
    const earned = commissions.reduce((sum, c) => sum + c, 0) - reversed;
    expect(totals).toMatchObject({ earned_cents: earned, pending_cents: earned });
    const sale = await saleOf(orderId);
    expect(sale.commission_cents).toBe(earned);
    expect(sale.lines[1]).toMatchObject({ reversed_quantity: 1 });
    expect((await keptItem(orderId, String(refundId)))?.applied_at).toEqual(expect.any(String));
  }, 300_000);
});

describe('orders the ledger does not attribute', () => {
  it("a blocked creator's order (unattributed): the early refund is applied to its lines, nothing earned", async () => {
    const blockedCreator = await partnerOn(brand, live.id);
    const blocked = await api(`/brand/creators/${blockedCreator.creator.id}/relationship`, {
      ...json('PUT', { relationship_type: 'blacklist' }),
      token: brand.token,
    });
    expect(blocked.status).toBe(200);
    const orderId = newOrderId();
    const refundId = newOrderId();
    await deliver('refunds/create', brand.shop, refundOf(orderId, refundId, [[1, 1]], later(60_000)));
    await kept(orderId, String(refundId));
    await deliver('orders/paid', brand.shop, orderOf(orderId, blockedCreator, later(1000)));
    const { sale } = await settled(orderId, blockedCreator, (s) => s.refund_count === 1);
    expect(sale).toMatchObject({ status: 'unattributed', sale_cents: 0, commission_cents: 0 });
    expect(sale.lines[1]).toMatchObject({ reversed_quantity: 1 });
    expect((await earningsOf(blockedCreator.token)).entries).toHaveLength(0);
  }, 180_000);

  it('an order naming no creator: its early refund is kept without error, and nothing is recorded', async () => {
    const { recordReversal } = await import('../../sales/record-reversal');
    const { recordOrderPaid } = await import('../../sales/record-order-paid');
    const { ordersPaidPayload, normalizeOrderPaid } = await import('../../../integrations');
    const orderId = newOrderId();
    const request = {
      shopDomain: brand.shop,
      orderId: String(orderId),
      reversalId: String(newOrderId()),
      units: new Map([[String(orderId * 10 + 1), 1]]),
      at: later(1000),
    };
    expect(await recordReversal(request)).toBe('kept_for_order');
    expect(await recordReversal(request)).toBe('duplicate');
    const parsed = safeParse(
      ordersPaidPayload,
      orderPayload({ id: orderId, lines: [{ product: live, quantity: 2 }] }),
    );
    if (!parsed.success) throw new Error('payload');
    const detail = normalizeOrderPaid(parsed.data, {
      shopDomain: brand.shop,
      webhookId: 'no-creator',
      brandId: brand.brandId,
    });
    expect((await recordOrderPaid(detail)).outcome).toBe('not_referred');
    // Kept until its TTL: nothing to apply it to, as for a refund of such an order that comes after it.
    const item = await keptItem(orderId, request.reversalId);
    expect(item?.applied_at).toBeUndefined();
    expect(item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 30 * 86_400);
    expect(await saleOf(orderId)).toBeUndefined();
    // A store no brand holds keeps nothing.
    expect(await recordReversal({ ...request, shopDomain: 'nobody-here.myshopify.com' })).toBe(
      'not_recorded',
    );
  }, 150_000);
});
