/**
 * One payout run pays every payable creator exactly once, over the wire: 50 creators of one brand earn a
 * payable balance (one invoice covers them all), one RunPayouts run → 50 payouts paid and 50 transfers in
 * the local Stripe, each for its creator's amount. Next period, three concurrent runs of the same instant
 * → still one payout and one transfer per creator. (Before payouts had one id per creator, every payout
 * of a run was `PO-{time}-RUN`: the second creator's transfer was refused as an idempotency conflict.)
 */
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually } from '../../../../tests/support/cloud';
import { stripeClient } from '../../../../tests/support/demo-stripe';
import type { StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  earnPayableBalances,
  firstOfMonth,
  inBatches,
  payoutsOf,
  runSchedule,
} from '../../../../tests/support/payouts';
import { partnerOn, type StoreProduct, sellingBrand, share } from '../../../../tests/support/sales';

const CREATORS = 50;
const HOUR_MS = 3600 * 1000;

let brand: StoreBrand;
let product: StoreProduct;
let creators: { token: string; code: string; id: string }[];
let perUnit: number;

interface ListedPayout {
  payout_id: string;
  status: string;
  amount_cents: number;
  trigger: string;
  failure_reason: string | null;
}

/** Every transfer the local Stripe holds, by creator (metadata.creator_id), through the SDK's paging. */
const transfersByCreator = async (): Promise<Map<string, Stripe.Transfer[]>> => {
  const byCreator = new Map<string, Stripe.Transfer[]>();
  for await (const transfer of stripeClient().transfers.list({ limit: 100 })) {
    const creatorId = transfer.metadata.creator_id;
    if (!creatorId) continue;
    byCreator.set(creatorId, [...(byCreator.get(creatorId) ?? []), transfer]);
  }
  return byCreator;
};

/** Waits until every creator's newest payout is paid and is not one of `previous`; answers them. */
const paidPayouts = (previous: readonly string[] = []) =>
  inBatches(creators, 10, (creator) =>
    eventually(async () => {
      const [latest] = (await payoutsOf(creator.token)).payouts as ListedPayout[];
      return latest && latest.status === 'paid' && !previous.includes(latest.payout_id) ? latest : undefined;
    }, 120_000),
  );

beforeAll(async () => {
  ({ brand, live: product } = await sellingBrand(1));
  perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  creators = await inBatches(Array.from({ length: CREATORS }), 10, async () => {
    const partner = await partnerOn(brand, product.id);
    await connectPayouts(partner.token);
    const me = await api('/me', { token: partner.token });
    return { token: partner.token, code: partner.code, id: me.body.id as string };
  });
}, 900_000);

describe('a payout run with 50 payable creators', () => {
  // Each creator earns a different amount, at least the $25 minimum.
  const quantityOf = (i: number) => Math.ceil(2_600 / Math.max(perUnit, 1)) + (i % 4);
  let firstRun: ListedPayout[];

  it('one run pays all 50, once each: 50 payouts paid, 50 transfers of the right amounts', async () => {
    const period = new Date().toISOString().slice(0, 7);
    const earned = await earnPayableBalances({
      brand,
      product,
      creators,
      quantities: creators.map((_, i) => quantityOf(i)),
      billAt: firstOfMonth(1),
      period,
    });
    creators.forEach((_, i) => {
      expect(earned[i]).toBe(perUnit * quantityOf(i));
    });

    const runAt = new Date(Date.parse(firstOfMonth(1)) + 6 * HOUR_MS).toISOString();
    const run = await runSchedule('RunPayouts', runAt, { creatorIds: creators.map((c) => c.id) });
    expect(Number(run.result.creators)).toBeGreaterThanOrEqual(CREATORS);
    firstRun = await paidPayouts();
    expect(new Set(firstRun.map((payout) => payout.payout_id)).size).toBe(CREATORS);
    firstRun.forEach((payout, i) => {
      expect(payout).toMatchObject({ trigger: 'scheduled', amount_cents: earned[i], failure_reason: null });
    });

    const transfers = await transfersByCreator();
    creators.forEach((creator, i) => {
      const made = transfers.get(creator.id) ?? [];
      expect(made, creator.id).toHaveLength(1);
      expect(made[0]).toMatchObject({
        amount: earned[i],
        currency: 'usd',
        transfer_group: firstRun[i]?.payout_id,
        metadata: { payout_id: firstRun[i]?.payout_id, creator_id: creator.id },
      });
    });
    // Ten screens at a time, as the waits above read them.
    const screens = await inBatches(creators, 10, (creator) => payoutsOf(creator.token));
    for (const screen of screens) {
      expect(screen.payouts).toHaveLength(1);
      expect(screen.summary).toMatchObject({ pending_payouts_cents: 0, in_payout_cents: 0 });
      expect(screen.request_blocked_by).toBe('below_minimum');
    }
  }, 900_000);

  it('next period, three concurrent runs of the same instant: still one payout and one transfer each', async () => {
    const period = firstOfMonth(1).slice(0, 7);
    const earned = await earnPayableBalances({
      brand,
      product,
      creators,
      quantities: creators.map((_, i) => quantityOf(i + 1)),
      billAt: firstOfMonth(2),
      period,
    });
    const runAt = new Date(Date.parse(firstOfMonth(2)) + 6 * HOUR_MS).toISOString();
    await Promise.all([
      runSchedule('RunPayouts', runAt, { creatorIds: creators.map((c) => c.id) }),
      runSchedule('RunPayouts', runAt, { creatorIds: creators.map((c) => c.id) }),
      runSchedule('RunPayouts', runAt, { creatorIds: creators.map((c) => c.id) }),
    ]);
    const secondRun = await paidPayouts(firstRun.map((payout) => payout.payout_id));
    secondRun.forEach((payout, i) => {
      expect(payout).toMatchObject({ trigger: 'scheduled', amount_cents: earned[i] });
    });
    // Late repeats of the same run (a redelivered fan-out) open nothing new.
    await runSchedule('RunPayouts', runAt, { creatorIds: creators.map((c) => c.id) });
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const transfers = await transfersByCreator();
    const screens = await inBatches(creators, 10, (creator) => payoutsOf(creator.token));
    for (const [i, creator] of creators.entries()) {
      const screen = screens[i] as Awaited<ReturnType<typeof payoutsOf>>;
      expect(screen.payouts, creator.id).toHaveLength(2);
      expect((screen.payouts as ListedPayout[]).every((payout) => payout.status === 'paid')).toBe(true);
      const made = transfers.get(creator.id) ?? [];
      expect(made, creator.id).toHaveLength(2);
      expect(made.find((transfer) => transfer.transfer_group === secondRun[i]?.payout_id)?.amount).toBe(
        earned[i],
      );
    }
  }, 900_000);
});
