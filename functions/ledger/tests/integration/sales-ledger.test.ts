/**
 * Orders to the commission ledger over the wire: signed Shopify deliveries to the app's endpoint →
 * outbox → bus → the ledger consumers (DynamoDB Local). Attribution, line commissions at the frozen
 * rate, reversals for refunds and cancellations, redelivery, self-referral, blacklisted creators,
 * concurrent orders on one link, and Shopify's compliance erasures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import {
  approvedDiscountCode,
  deliver,
  earningsOf,
  halfUp,
  newOrderId,
  orderPayload,
  partnerOn,
  productsOf,
  type StoreProduct,
  salesOf,
  sellingBrand,
  share,
} from '../../../../tests/support/sales';

let brand: StoreBrand;
let products: StoreProduct[];
let live: StoreProduct;
let paused: StoreProduct;
let ava: Awaited<ReturnType<typeof partnerOn>>;

beforeAll(async () => {
  ({ brand, products, live } = await sellingBrand(2, 12.5));
  paused = products.find((p) => !brand.liveProductIds.includes(p.id)) as StoreProduct;
  ava = await partnerOn(brand, live.id);
}, 90_000);

const saleOf = async (orderId: number) =>
  eventually(async () =>
    (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(orderId)),
  );

describe('an order through a link', () => {
  const orderId = newOrderId();
  let expected = { base: 0, commission: 0, discount: 0 };

  it('2 units with a 10% discount: one pending entry of exactly (2 x price − discount) x rate', async () => {
    const discountCents = Math.round(live.price_cents * 2 * 0.1);
    const base = live.price_cents * 2 - discountCents;
    expected = { base, commission: halfUp(base, 12.5), discount: discountCents };
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id: orderId,
        ref: ava.code,
        lines: [
          { product: live, quantity: 2, discountCents },
          { product: paused, quantity: 1 },
          { product: null, quantity: 1 },
        ],
      }),
    );
    const sale = await saleOf(orderId);
    expect(sale).toMatchObject({
      status: 'attributed',
      creator_username: ava.creator.username,
      sale_cents: base,
      commission_cents: expected.commission,
    });
    expect(sale.attribution).toMatchObject({ method: 'link', via: ava.code });
    const [paidLine, pausedLine, customLine] = sale.lines;
    expect(paidLine).toMatchObject({
      quantity: 2,
      price_cents: live.price_cents,
      discount_cents: discountCents,
      base_cents: base,
      rate_percentage: 12.5,
      commissionable: true,
    });
    expect(pausedLine).toMatchObject({ commissionable: false, commission_cents: 0 });
    expect(pausedLine.reason).toMatch(/paused/);
    expect(customLine.reason).toMatch(/no product/);

    const earnings = await earningsOf(ava.token);
    expect(earnings.entries).toHaveLength(1);
    expect(earnings.entries[0]).toMatchObject({
      kind: 'sale',
      status: 'pending',
      commission_cents: expected.commission,
      base_cents: base,
      rate_percentage: 12.5,
      link_code: ava.code,
    });
    expect(earnings.entries[0].explanation).toContain('12.5%');
    expect(earnings.totals).toMatchObject({
      pending_cents: expected.commission,
      earned_cents: expected.commission,
      available_cents: 0,
      conversions: 1,
      total_sales_cents: base,
    });
  });

  it('both dashboards and the Links dialog show it', async () => {
    const brandDashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(brandDashboard.totals).toMatchObject({
      total_revenue_cents: expected.base,
      commissions_owed_cents: expected.commission,
      commissions_paid_cents: 0,
      conversions: 1,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(brandDashboard.series.find((d: { day: string }) => d.day === today)).toMatchObject({
      sales_cents: expected.base,
    });
    const creatorDashboard = (await api('/creator/dashboard', { token: ava.token })).body;
    expect(creatorDashboard.totals).toMatchObject({
      earnings_cents: expected.commission,
      pending_cents: expected.commission,
      conversions: 1,
      total_sales_cents: expected.base,
    });
    const links = (await api(`/brand/products/${live.id}/links`, { token: brand.token })).body.links;
    expect(links[0]).toMatchObject({ conversions: 1, total_sales_cents: expected.base });
    const campaigns = (await api('/creator/campaigns', { token: ava.token })).body;
    expect(campaigns.links[0]).toMatchObject({ earned_cents: expected.commission, conversions: 1 });
  });

  it('the same order delivered 3 more times (new webhook ids) changes nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await deliver(
        'orders/paid',
        brand.shop,
        orderPayload({
          id: orderId,
          ref: ava.code,
          lines: [{ product: live, quantity: 2, discountCents: expected.discount }],
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const earnings = await earningsOf(ava.token);
    expect(earnings.entries).toHaveLength(1);
    expect(earnings.totals.conversions).toBe(1);
  });

  it('a refund of one unit writes a reversal; both sides drop by exactly that; redelivered, once', async () => {
    const refund = {
      id: newOrderId(),
      order_id: orderId,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: 1, line_item_id: orderId * 10 + 1, quantity: 1 }],
    };
    for (let i = 0; i < 3; i++) await deliver('refunds/create', brand.shop, refund);
    const reversal = await eventually(async () =>
      (await earningsOf(ava.token)).entries.find((e: { kind: string }) => e.kind === 'reversal'),
    );
    // One unit of two: half the line's base and commission, rounded half-up (functions/ledger/sales/commission-arithmetic.ts).
    const reversed = { base: share(expected.base, 1, 2), commission: share(expected.commission, 1, 2) };
    expect(reversal).toMatchObject({
      status: 'pending',
      quantity: 1,
      base_cents: -reversed.base,
      commission_cents: -reversed.commission,
      rate_percentage: 12.5,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const earnings = await earningsOf(ava.token);
    expect(earnings.entries.filter((e: { kind: string }) => e.kind === 'reversal')).toHaveLength(1);
    expect(earnings.totals).toMatchObject({
      pending_cents: expected.commission - reversed.commission,
      earned_cents: expected.commission - reversed.commission,
      total_sales_cents: expected.base - reversed.base,
      conversions: 1,
    });
    const brandDashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(brandDashboard.totals).toMatchObject({
      total_revenue_cents: expected.base - reversed.base,
      commissions_owed_cents: expected.commission - reversed.commission,
    });
    const sale = await saleOf(orderId);
    expect(sale.lines[0]).toMatchObject({ reversed_quantity: 1 });
    expect(sale.refund_count).toBe(1);
  });

  it('cancelling reverses the rest: nothing left earned, no longer a conversion', async () => {
    for (let i = 0; i < 3; i++) {
      await deliver('orders/cancelled', brand.shop, {
        ...orderPayload({ id: orderId, lines: [] }),
        cancelled_at: new Date().toISOString(),
        cancel_reason: 'customer',
      });
    }
    await eventually(async () => ((await saleOf(orderId)).cancelled_at ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 800));
    const earnings = await earningsOf(ava.token);
    expect(earnings.entries.filter((e: { kind: string }) => e.kind === 'reversal')).toHaveLength(2);
    expect(
      earnings.entries.reduce((sum: number, e: { commission_cents: number }) => sum + e.commission_cents, 0),
    ).toBe(0);
    expect(earnings.totals).toMatchObject({
      pending_cents: 0,
      earned_cents: 0,
      total_sales_cents: 0,
      conversions: 0,
    });
    const sale = await saleOf(orderId);
    expect(sale).toMatchObject({ sale_cents: 0, commission_cents: 0 });
  });
});

describe('attribution rules', () => {
  it("a ref wins over another creator's code, and the receipt says so; a code alone attributes", async () => {
    const ben = await partnerOn(brand, live.id);
    const benCode = await approvedDiscountCode(brand, ben);

    const both = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: both, ref: ava.code, codes: [benCode], lines: [{ product: live, quantity: 1 }] }),
    );
    const sale = await saleOf(both);
    expect(sale.creator_username).toBe(ava.creator.username);
    expect(sale.attribution).toMatchObject({ method: 'link', overruled_code: benCode });
    expect(sale.attribution.explanation).toContain(benCode);

    const codeOnly = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: codeOnly, codes: [benCode.toUpperCase()], lines: [{ product: live, quantity: 1 }] }),
    );
    const byCode = await saleOf(codeOnly);
    expect(byCode).toMatchObject({
      creator_username: ben.creator.username,
      attribution: { method: 'code', via: benCode },
    });
    expect((await earningsOf(ben.token)).totals.pending_cents).toBe(halfUp(live.price_cents, 12.5));
  }, 60_000);

  it("a landing-site ref attributes when there is no cart attribute; another brand's link does not", async () => {
    const landing = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: landing, landingRef: ava.code, lines: [{ product: live, quantity: 1 }] }),
    );
    expect((await saleOf(landing)).attribution).toMatchObject({ method: 'link', via: ava.code });
    const other = await brandWithStore(1);
    const foreign = newOrderId();
    await deliver(
      'orders/paid',
      other.shop,
      orderPayload({ id: foreign, ref: ava.code, lines: [{ product: live, quantity: 1 }] }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await salesOf(other.token)).sales).toHaveLength(0);
  }, 90_000);

  it('self-referral (the shopper is the creator) is recorded but held; the brand releases it', async () => {
    const me = (await api('/me', { token: ava.token })).body;
    const before = (await earningsOf(ava.token)).totals;
    const orderId = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id: orderId,
        ref: ava.code,
        email: me.email.toUpperCase(),
        lines: [{ product: live, quantity: 1 }],
      }),
    );
    const sale = await saleOf(orderId);
    expect(sale.status).toBe('held');
    expect(sale.status_reason).toMatch(/Self-referral/);
    const commission = halfUp(live.price_cents, 12.5);
    const held = await earningsOf(ava.token);
    expect(held.totals.held_cents).toBe(before.held_cents + commission);
    expect(held.totals.earned_cents).toBe(before.earned_cents);
    expect(held.entries.find((e: { order_name: string }) => e.order_name === sale.order_name)).toMatchObject({
      status: 'held',
    });

    const released = await api(`/brand/sales/${sale.sale_id}/release`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(released.status).toBe(200);
    expect(released.body.sale.status).toBe('attributed');
    const after = (await earningsOf(ava.token)).totals;
    expect(after).toMatchObject({
      held_cents: before.held_cents,
      pending_cents: before.pending_cents + commission,
      conversions: before.conversions + 1,
    });
    // Deciding again: only held sales can be decided.
    expect(
      (
        await api(`/brand/sales/${sale.sale_id}/void`, {
          ...json('POST', { reason: 'Changed our mind' }),
          token: brand.token,
        })
      ).status,
    ).toBe(409);
    // Another brand cannot reach it.
    const stranger = await brandWithStore(0);
    expect(
      (await api(`/brand/sales/${sale.sale_id}/release`, { ...json('POST'), token: stranger.token })).status,
    ).toBe(404);
  }, 90_000);

  it("a blacklisted creator's sale is not attributed: nothing earned, nothing counted", async () => {
    const cy = await partnerOn(brand, live.id);
    const blocked = await api(`/brand/creators/${cy.creator.id}/relationship`, {
      ...json('PUT', { relationship_type: 'blacklist' }),
      token: brand.token,
    });
    expect(blocked.status).toBe(200);
    const orderId = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: orderId, ref: cy.code, lines: [{ product: live, quantity: 3 }] }),
    );
    const sale = await saleOf(orderId);
    expect(sale).toMatchObject({ status: 'unattributed', sale_cents: 0, commission_cents: 0 });
    expect(sale.status_reason).toMatch(/blocked/);
    const earnings = await earningsOf(cy.token);
    expect(earnings.entries).toHaveLength(0);
    expect(earnings.totals).toMatchObject({ earned_cents: 0, conversions: 0, total_sales_cents: 0 });
  }, 60_000);
});

describe('concurrency and compliance', () => {
  it('200 concurrent orders on one link: exact conversions and sales', async () => {
    const store = await brandWithStore(1);
    const product = (await productsOf(store)).find((p) => p.id === store.liveProductIds[0]) as StoreProduct;
    const dee = await partnerOn(store, product.id);
    const orders = Array.from({ length: 200 }, () =>
      orderPayload({ ref: dee.code, lines: [{ product, quantity: 1 }] }),
    );
    for (let i = 0; i < orders.length; i += 20) {
      await Promise.all(orders.slice(i, i + 20).map((order) => deliver('orders/paid', store.shop, order)));
    }
    const totals = await eventually(async () => {
      const current = (await earningsOf(dee.token)).totals;
      return current.conversions === 200 ? current : undefined;
    }, 120_000);
    expect(totals.total_sales_cents).toBe(200 * product.price_cents);
    expect(totals.pending_cents).toBe(200 * halfUp(product.price_cents, product.commission_percentage));
    const links = (await api(`/brand/products/${product.id}/links`, { token: store.token })).body.links;
    expect(links[0]).toMatchObject({ conversions: 200, total_sales_cents: 200 * product.price_cents });
    const dashboard = (await api('/brand/dashboard', { token: store.token })).body;
    expect(dashboard.totals).toMatchObject({
      conversions: 200,
      total_revenue_cents: 200 * product.price_cents,
    });
  }, 240_000);

  it('customers/redact erases the shopper e-mail; shop/redact erases the rest', async () => {
    const one = newOrderId();
    const two = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id: one,
        ref: ava.code,
        email: 'erase.me@example.com',
        lines: [{ product: live, quantity: 1 }],
      }),
    );
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id: two,
        ref: ava.code,
        email: 'keep.me@example.com',
        lines: [{ product: live, quantity: 1 }],
      }),
    );
    expect((await saleOf(one)).customer_email).toBe('erase.me@example.com');
    await saleOf(two);
    // Each compliance topic delivered three times (new webhook ids): erasing again changes nothing.
    for (let i = 0; i < 3; i++) {
      await deliver('customers/redact', brand.shop, {
        shop_id: 1,
        shop_domain: brand.shop,
        customer: { id: 2, email: 'Erase.Me@example.com' },
        orders_to_redact: [],
      });
    }
    await eventually(async () => ((await saleOf(one)).customer_email === null ? true : undefined));
    expect((await saleOf(two)).customer_email).toBe('keep.me@example.com');
    for (let i = 0; i < 3; i++)
      await deliver('shop/redact', brand.shop, { shop_id: 1, shop_domain: brand.shop });
    await eventually(async () => ((await saleOf(two)).customer_email === null ? true : undefined));
    // The money stays: the creator's ledger is not personal data, and the sales keep their figures.
    expect((await earningsOf(ava.token)).entries.length).toBeGreaterThan(0);
    expect(await saleOf(one)).toMatchObject({ status: 'attributed', sale_cents: live.price_cents });
  }, 60_000);
});

describe('bad input and other tenants', () => {
  it('cursors, limits and sale ids are checked; a creator sees only their own ledger', async () => {
    expect((await api('/creator/earnings?cursor=%%%', { token: ava.token })).status).toBe(400);
    expect((await api('/creator/earnings?limit=0', { token: ava.token })).status).toBe(400);
    // A well-formed cursor of another listing does not decode to this one.
    const foreign = Buffer.from(JSON.stringify({ sk: 'SALE#x' })).toString('base64url');
    expect((await api(`/creator/earnings?cursor=${foreign}`, { token: ava.token })).status).toBe(400);
    expect((await api('/brand/sales?limit=101', { token: brand.token })).status).toBe(400);
    const bad = await api('/brand/sales/not-a-sale/release', { ...json('POST'), token: brand.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    const stranger = await onboardedCreator();
    expect((await earningsOf(stranger.token)).entries).toHaveLength(0);
    // Paging: one entry per page walks the whole ledger once.
    const all = (await earningsOf(ava.token)).entries.map((e: { entry_id: string }) => e.entry_id);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { entries: { entry_id: string }[]; next_cursor: string | null } } = await api(
        `/creator/earnings?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: ava.token },
      );
      walked.push(...page.body.entries.map((e) => e.entry_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(walked).toEqual(all);
  }, 60_000);
});

describe('the hold', () => {
  it('a matured entry waits for its invoice, then becomes available once the period is settled', async () => {
    useCloudEnvironment();
    const { listEntriesInStage } = await import('../../entities/commission-entry');
    const { releaseMaturedEntry, releaseSettledCommissions } = await import(
      '../../sales/release-matured-commissions'
    );
    const { settleNothingDue } = await import('../../billing/settle-period');
    const { COMMISSION_HOLD_SHARDS, indexKeys } = await import('../../../shared/data/keys');
    // A brand of its own: other test files share the cloud and run billing for this month, which can
    // settle a brand whose month nets to nothing (as this file's brand does after its refunds).
    const ownBrand = await brandWithStore(1);
    const ownProduct = (await productsOf(ownBrand)).find(
      (p) => p.id === ownBrand.liveProductIds[0],
    ) as StoreProduct;
    const owner = await partnerOn(ownBrand, ownProduct.id);
    await deliver(
      'orders/paid',
      ownBrand.shop,
      orderPayload({ ref: owner.code, lines: [{ product: ownProduct, quantity: 1 }] }),
    );
    // The entry and the totals counting it: the totals are kept by a consumer, a moment after the entry.
    const before = await eventually(async () => {
      const earnings = await earningsOf(owner.token);
      return earnings.entries.length && earnings.totals.earned_cents > 0 ? earnings : undefined;
    });
    const pending = before.entries.find(
      (e: { status: string; kind: string }) => e.status === 'pending' && e.kind === 'sale',
    );
    expect(pending).toBeDefined();
    const matured = async (at: string) => {
      const found = [];
      for (let shard = 0; shard < COMMISSION_HOLD_SHARDS; shard++) {
        let after: Record<string, unknown> | undefined;
        do {
          const page = await listEntriesInStage(indexKeys.maturingCommissions(shard), after, at);
          found.push(...page.entries.filter((entry) => entry.entry_sk === `COMM#${pending.entry_id}`));
          after = page.next;
        } while (after);
      }
      return found;
    };
    // Not before its hold ends (7 days after the order)...
    expect(await matured(new Date().toISOString())).toHaveLength(0);
    // ...and once it has.
    const [entry] = await matured(new Date(Date.now() + 8 * 24 * 3600 * 1000).toISOString());
    expect(entry).toBeDefined();
    if (!entry) return;
    const at = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    // The brand has not paid for it yet: it leaves the hold index and waits for its period.
    expect(await releaseMaturedEntry(entry, at)).toBe('awaiting');
    expect(await releaseMaturedEntry(entry, at)).toBe('skipped');
    const waiting = await earningsOf(owner.token);
    expect(waiting.entries.find((e: { entry_id: string }) => e.entry_id === pending.entry_id).status).toBe(
      'pending',
    );
    expect(waiting.totals.available_cents).toBe(before.totals.available_cents);
    // The period settles: what waited for it becomes payable, once.
    expect(entry.bill_period).toBeDefined();
    await settleNothingDue(entry.brand_id, entry.bill_period as string);
    // The settlement's event releases it too (the cloud's BillPeriodSettled consumer): whichever comes
    // first moves it, and nothing moves it again (CI run M: the consumer was first).
    expect(
      await releaseSettledCommissions(entry.brand_id, entry.bill_period as string, at),
    ).toBeLessThanOrEqual(1);
    await eventually(async () => {
      const { entries } = await earningsOf(owner.token);
      const status = entries.find((e: { entry_id: string }) => e.entry_id === pending.entry_id)?.status;
      return status === 'available' ? true : undefined;
    });
    expect(await releaseSettledCommissions(entry.brand_id, entry.bill_period as string, at)).toBe(0);
    const after = await eventually(async () => {
      const earnings = await earningsOf(owner.token);
      return earnings.totals.available_cents === before.totals.available_cents + pending.commission_cents
        ? earnings
        : undefined;
    });
    expect(after.entries.find((e: { entry_id: string }) => e.entry_id === pending.entry_id).status).toBe(
      'available',
    );
    expect(after.totals).toMatchObject({
      pending_cents: before.totals.pending_cents - pending.commission_cents,
      available_cents: before.totals.available_cents + pending.commission_cents,
      earned_cents: before.totals.earned_cents,
    });
    expect(await matured(new Date(Date.now() + 8 * 24 * 3600 * 1000).toISOString())).toHaveLength(0);
  });
});

describe('the release backstop', () => {
  it('an entry that reaches the waiting index after its period settled is released by the next hourly run', async () => {
    useCloudEnvironment();
    const { UpdateCommand } = await import('../../../shared/data/dynamodb/commands');
    const { db, tableName } = await import('../../../shared/data/client');
    const { awaitingIndexOf, commissionEntity } = await import('../../entities/commission-entry');
    const { releaseMaturedCommissions } = await import('../../sales/release-matured-commissions');
    const { settleNothingDue } = await import('../../billing/settle-period');
    const lateBrand = await brandWithStore(1);
    const lateProduct = (await productsOf(lateBrand)).find(
      (p) => p.id === lateBrand.liveProductIds[0],
    ) as StoreProduct;
    const lateCreator = await partnerOn(lateBrand, lateProduct.id);
    await deliver(
      'orders/paid',
      lateBrand.shop,
      orderPayload({ ref: lateCreator.code, lines: [{ product: lateProduct, quantity: 1 }] }),
    );
    const entry = await eventually(async () =>
      (await earningsOf(lateCreator.token)).entries.find((e: { kind: string }) => e.kind === 'sale'),
    );
    const period = new Date().toISOString().slice(0, 7);
    // The period settles, and its consumer finds nothing waiting...
    expect(await settleNothingDue(lateBrand.brandId, period)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // ...then the entry shows up in the waiting index (as if its move had been invisible to that Query).
    const sk = `COMM#${entry.entry_id}`;
    const waiting = awaitingIndexOf(
      { entry_sk: sk, creator_id: lateCreator.creator.id, brand_id: lateBrand.brandId },
      period,
    );
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: commissionEntity.get({ creator_id: lateCreator.creator.id, entry_sk: sk }).params().Key,
        UpdateExpression: 'SET gsi1pk = :gpk, gsi1sk = :gsk',
        ExpressionAttributeValues: { ':gpk': waiting.gsi1pk, ':gsk': waiting.gsi1sk },
      }),
    );
    expect((await earningsOf(lateCreator.token)).entries[0].status).toBe('pending');
    // The next hourly run re-checks periods settled today and yesterday.
    const counts = await releaseMaturedCommissions(new Date(), [lateBrand.brandId]);
    expect(counts.released).toBeGreaterThanOrEqual(1);
    expect((await earningsOf(lateCreator.token)).entries[0].status).toBe('available');
  }, 60_000);
});
