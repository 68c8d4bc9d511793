/**
 * Issue 36, "Done when": the fraud review end to end, over the wire on the local cloud (clicks through
 * /r/{code}, signed Shopify deliveries, the schedules run at simulated instants as tests/support/payouts.ts
 * runs them, the local Stripe's transfers):
 * 1. a creator's order via their link is recorded and paid out (hold over, invoice paid, payout run);
 * 2. a burst of people's clicks from one IP on that link, then orders;
 * 3. the new orders are held, and the earlier, already-paid sale is put under review by the same burst
 *    (it was placed in the burst's window, before the aggregator counted it);
 * 4. the brand reviews them (the evidence is there) and voids them with a reason, audited;
 * 5. the creator sees why on their earnings;
 * 6. the voided, already-paid line is clawed back: the next payout is the new earnings − the clawback,
 *    to the cent, in one transfer.
 *
 * The test controls time as the others do, through order dates and schedule instants: the first order
 * is dated at the start of the current 10-minute click window, its clicks made in that window right
 * after it is recorded, and its hold ended by a release run dated past it.
 */
import { expect } from 'vitest';
import { defaultFraudSettings } from '../../../../contracts/fraud';
import { clickBurst, freshBurstWindow } from '../../../../tests/support/click-bursts';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { localOnlyFile } from '../../../../tests/support/local-only';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  DAY_MS,
  firstOfMonth,
  forBrands,
  forCreators,
  oldSale,
  payInvoice,
  payoutsOf,
  releaseUntilMoved,
  runSchedule,
  transfersFor,
} from '../../../../tests/support/payouts';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
  share,
} from '../../../../tests/support/sales';

const { it, describe, beforeAll } = localOnlyFile(
  'walks the money through release, billing and payouts by hand',
);

const THRESHOLD = defaultFraudSettings.click_burst.threshold;
const REASON = 'Bought traffic: 20 clicks from one address in minutes.';
let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let perUnit: number;

interface ListedSale {
  sale_id: string;
  order_id: string;
  order_name: string;
  status: string;
  status_reason: string | null;
  review_only: boolean;
  commission_cents: number;
  signals: {
    name: string;
    reason: string;
    found_with?: string;
    evidence: { clicks?: Record<string, unknown>; orders?: string[] };
  }[];
}

interface Entry {
  kind: string;
  status: string;
  order_name: string;
  commission_cents: number;
  hold_reason: string | null;
  review_decision: string | null;
  explanation: string;
  line_status: { state: string; label: string };
}

const saleOf = (orderId: number, status?: string) =>
  eventually(async () => {
    const found = ((await salesOf(brand.token)).sales as ListedSale[]).find(
      (s) => s.order_id === String(orderId),
    );
    return found && (!status || found.status === status) ? found : undefined;
  }, 30_000);

const entriesOf = async (orderName: string) =>
  ((await earningsOf(creator.token)).entries as Entry[]).filter((e) => e.order_name === orderName);

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, live: product } = await sellingBrand(1, 10));
  creator = await partnerOn(brand, product.id);
  perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  await connectPayouts(creator.token);
}, 180_000);

describe('a click burst, reviewed and voided by the brand; the paid line clawed back from the next payout', () => {
  // Above the $25 payout minimum.
  const quantity = () => Math.ceil(3_000 / Math.max(perUnit, 1)) + 1;
  let first: { id: number; name: string; earned: number; payoutId: string };
  let held: ListedSale[];

  it('1–2. an order via the link, a burst of clicks from one IP in its window, and the order paid out', async () => {
    // The clicks must fall in the order's 10-minute window.
    const windowStart = await freshBurstWindow();
    const id = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id,
        ref: creator.code,
        lines: [{ product, quantity: quantity() }],
        createdAt: new Date(windowStart + 1_000).toISOString(),
      }),
    );
    const recorded = await saleOf(id);
    expect(recorded.status).toBe('attributed');
    const burst = await clickBurst(creator.code, THRESHOLD);
    expect(burst.windowStart).toBe(new Date(windowStart).toISOString());

    // Paid out: its hold ended (a release dated past it), billed on the 1st, the invoice paid, payable,
    // the payout run.
    const afterHold = new Date(windowStart + 8 * DAY_MS).toISOString();
    await runSchedule('ReleaseMaturedCommissions', afterHold, forBrands(brand));
    await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
    await payInvoice(brand, new Date().toISOString().slice(0, 7));
    const earned = perUnit * quantity();
    await eventually(async () => {
      await runSchedule('ReleaseMaturedCommissions', afterHold, forBrands(brand));
      return (await payoutsOf(creator.token)).summary.pending_payouts_cents === earned ? true : undefined;
    }, 60_000);
    const runAt = new Date(
      Math.max(Date.parse(firstOfMonth(1)), Date.parse(afterHold)) + 6 * 3600 * 1000,
    ).toISOString();
    await runSchedule('RunPayouts', runAt, forCreators(creator.token));
    const paid = await eventually(async () => {
      const [latest] = (await payoutsOf(creator.token)).payouts;
      return latest?.status === 'paid' ? latest : undefined;
    }, 60_000);
    expect(paid.amount_cents).toBe(earned);
    first = { id, name: recorded.order_name, earned, payoutId: paid.payout_id };
    expect((await entriesOf(first.name))[0]).toMatchObject({ status: 'paid' });
  }, 240_000);

  it('3. orders after the burst are held; the earlier, paid sale is put under review by the same burst', async () => {
    const ids = [newOrderId(), newOrderId()];
    for (const id of ids)
      await deliver(
        'orders/paid',
        brand.shop,
        orderPayload({ id, ref: creator.code, lines: [{ product, quantity: 1 }] }),
      );
    held = await Promise.all(ids.map((id) => saleOf(id, 'held')));
    for (const sale of held) {
      expect(sale.signals[0]).toMatchObject({
        name: 'click_burst',
        evidence: { clicks: { link_code: creator.code, count: THRESHOLD, source: 'ip' } },
      });
      expect(sale.review_only).toBe(false);
    }
    const review = await saleOf(first.id, 'held');
    expect(review.review_only).toBe(true);
    // It still counts (its money was paid): under review, not taken out of any total.
    expect(review.commission_cents).toBe(first.earned);
    expect(review.signals).toHaveLength(1);
    const [signal] = review.signals;
    expect(signal?.name).toBe('click_burst');
    expect(held.map((s) => s.order_name)).toContain(signal?.found_with);
    expect(signal?.evidence.clicks).toMatchObject({
      link_code: creator.code,
      count: THRESHOLD,
      source: 'ip',
    });
    expect(review.status_reason).toMatch(
      /^Click burst: 20 clicks on the creator's link .+ Found when order .+ was recorded\. Under review until the brand releases it or voids it/,
    );
    // Its paid line is left as it was; the new lines are held with the reason.
    expect((await entriesOf(first.name))[0]).toMatchObject({
      status: 'paid',
      commission_cents: first.earned,
    });
    for (const sale of held) {
      const [line] = await entriesOf(sale.order_name);
      expect(line).toMatchObject({ status: 'held', hold_reason: sale.status_reason });
      expect(line?.line_status.label).toMatch(/^held: click burst — waiting for /);
    }
    // A redelivery of the order that found it holds nothing twice.
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: ids[0] as number, ref: creator.code, lines: [{ product, quantity: 1 }] }),
    );
    expect((await saleOf(first.id)).signals).toHaveLength(1);
  }, 120_000);

  it('4–5. the brand voids them with a reason, audited; the creator reads why', async () => {
    for (const sale of [...held, await saleOf(first.id)]) {
      const voided = await api(`/brand/sales/${sale.sale_id}/void`, {
        ...json('POST', { reason: REASON }),
        token: brand.token,
      });
      expect(voided.status).toBe(200);
      expect(voided.body.sale.status).toBe('void');
      expect(voided.body.sale.status_reason).toMatch(/\(click burst\): Bought traffic/);
    }
    const paidSale = await saleOf(first.id, 'void');
    expect(paidSale).toMatchObject({ commission_cents: 0, review_only: false });

    const log = await api('/brand/audit-log?kind=sale.voided&limit=10', { token: brand.token });
    expect(log.status).toBe(200);
    const subjects = log.body.entries.map((entry: { subject: { label: string } }) => entry.subject.label);
    expect(subjects).toEqual(expect.arrayContaining([first.name, ...held.map((s) => s.order_name)]));
    const audited = log.body.entries.find(
      (entry: { subject: { label: string } }) => entry.subject.label === first.name,
    );
    expect(audited.after).toMatchObject({ status: 'void', clawback_cents: first.earned, reason: REASON });

    // The creator: each voided line says who voided it and why; the paid one stays paid, and a clawback
    // line takes it back from the next payout.
    for (const sale of held) {
      const [line] = await entriesOf(sale.order_name);
      expect(line?.status).toBe('void');
      expect(line?.line_status.label).toMatch(new RegExp(`^void: voided by .+: ${REASON.slice(0, 20)}`));
    }
    const lines = await entriesOf(first.name);
    expect(lines.find((e) => e.kind === 'sale')?.status).toBe('paid');
    const clawback = lines.find((e) => e.kind === 'reversal');
    expect(clawback).toMatchObject({ status: 'available', commission_cents: -first.earned });
    expect(clawback?.review_decision).toMatch(/^Voided by .+: Bought traffic/);
    expect(clawback?.explanation).toMatch(/nets against your next payout/);
    expect(clawback?.line_status.label).toMatch(/^to be deducted — next payout/);
    expect((await payoutsOf(creator.token)).summary.pending_payouts_cents).toBe(-first.earned);
  }, 120_000);

  it('6. the next payout is the new earnings − the clawback, in one transfer', async () => {
    // A sale from before the burst (outside its reach), twice the size: paid in next month's invoice.
    const bigger = quantity() * 2;
    await oldSale(brand, product, creator.code, bigger);
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.on_hold_cents > 0 ? true : undefined,
    );
    await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
    await runSchedule('BillMonth', firstOfMonth(2), forBrands(brand));
    const invoice = await payInvoice(brand, firstOfMonth(1).slice(0, 7));
    // The invoice credits the clawed-back commission and bills the new sale.
    expect(invoice.amount_cents).toBeGreaterThan(0);
    await releaseUntilMoved(brand, [creator]);
    const net = perUnit * bigger - first.earned;
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.pending_payouts_cents === net ? true : undefined,
    );
    await runSchedule(
      'RunPayouts',
      new Date(Date.parse(firstOfMonth(2)) + 6 * 3600 * 1000).toISOString(),
      forCreators(creator.token),
    );
    const second = await eventually(async () => {
      const [latest] = (await payoutsOf(creator.token)).payouts;
      return latest?.payout_id !== first.payoutId && latest?.status === 'paid' ? latest : undefined;
    }, 60_000);
    expect(second).toMatchObject({ amount_cents: net, entry_count: 2 });
    const transfers = await transfersFor([second.payout_id]);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.amount).toBe(net);
  }, 180_000);
});

describe('a sale still pending when a burst finds it', () => {
  it('is held with its entries and leaves the totals; released with a reason, they are back to the cent', async () => {
    const dana = await partnerOn(brand, product.id);
    const windowStart = await freshBurstWindow();
    const early = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id: early,
        ref: dana.code,
        lines: [{ product, quantity: 2 }],
        createdAt: new Date(windowStart + 1_000).toISOString(),
      }),
    );
    expect((await saleOf(early)).status).toBe('attributed');
    const counted = await eventually(async () => {
      const { totals } = await earningsOf(dana.token);
      return totals.pending_cents === 2 * perUnit ? totals : undefined;
    });
    expect(counted).toMatchObject({ conversions: 1, earned_cents: 2 * perUnit, held_cents: 0 });

    await clickBurst(dana.code, THRESHOLD);
    const later = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: later, ref: dana.code, lines: [{ product, quantity: 1 }] }),
    );
    const trigger = await saleOf(later, 'held');
    const found = await saleOf(early, 'held');
    expect(found.review_only).toBe(false);
    expect(found.signals[0]).toMatchObject({ name: 'click_burst', found_with: trigger.order_name });
    const [line] = (await earningsOf(dana.token)).entries.filter(
      (e: Entry) => e.order_name === found.order_name,
    ) as Entry[];
    expect(line).toMatchObject({ status: 'held', hold_reason: found.status_reason });
    // Held sales count nowhere until released: exactly as if both had been recorded held.
    expect((await earningsOf(dana.token)).totals).toMatchObject({
      pending_cents: 0,
      earned_cents: 0,
      conversions: 0,
      total_sales_cents: 0,
      held_cents: 3 * perUnit,
    });

    const released = await api(`/brand/sales/${found.sale_id}/release`, {
      ...json('POST', { reason: 'A real customer: we called them.' }),
      token: brand.token,
    });
    expect(released.status).toBe(200);
    expect(released.body.sale.status_reason).toMatch(
      /^Released by .+ after a click burst hold: A real customer/,
    );
    expect((await earningsOf(dana.token)).totals).toMatchObject({
      ...counted,
      held_cents: perUnit,
    });
    const [after] = (await earningsOf(dana.token)).entries.filter(
      (e: Entry) => e.order_name === found.order_name,
    ) as Entry[];
    expect(after).toMatchObject({ status: 'pending' });
    expect(after?.review_decision).toMatch(/^Released by .+: A real customer: we called them\.$/);
  }, 240_000);
});
