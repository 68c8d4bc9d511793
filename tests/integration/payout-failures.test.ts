/**
 * A payout never stays `processing`, over the wire against the local cloud and the local Stripe:
 * - a transfer Stripe refuses for good (here an idempotency conflict: Stripe already holds the payout's
 *   key with other parameters) ends the payout `failed` with Stripe's code and message, its entries
 *   back in the payable balance, the one-payout lock released, and Request Payout works again;
 * - a payout whose work never ran (its PayoutOpened event lost in a bus outage) is completed by the
 *   stale-payout sweep an hour later (same transfer key), or, past the retry window, ended failed with
 *   its entries back and the lock released.
 */

import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledPayoutId } from '../../functions/shared/data/entities/payout';
import { PAYABLE_CREATOR_SHARDS } from '../../functions/shared/data/keys';
import { api, documentClient, eventually, outputs } from '../support/cloud';
import { stripeClient } from '../support/demo-stripe';
import { healBus, rejectPutEvents } from '../support/local-bus';
import { brandWithStore, type StoreBrand } from '../support/partnership';
import {
  connectPayouts,
  earnPayableBalances,
  firstOfMonth,
  inBatches,
  payoutsOf,
  runSchedule,
} from '../support/payouts';
import { partnerOn, productsOf, type StoreProduct } from '../support/sales';

const HOUR_MS = 3600 * 1000;
const share = (amount: number, n: number, d: number) => Math.floor((amount * n * 2 + d) / (2 * d));

interface ListedPayout {
  payout_id: string;
  status: string;
  amount_cents: number;
  trigger: string;
  failure_reason: string | null;
  failure_code?: string | null;
}

let brand: StoreBrand;
let product: StoreProduct;
let refused: { token: string; code: string; id: string };
let swept: { token: string; code: string; id: string };
let givenUp: { token: string; code: string; id: string };
let earned: number[];
const faults: string[] = [];

/** One payout of the creator's history (ids sort by time, and a run's instant may be ahead of now). */
const payoutOf = async (token: string, payoutId: string) =>
  ((await payoutsOf(token)).payouts as ListedPayout[]).find((payout) => payout.payout_id === payoutId);

const transfersOf = async (payoutId: string) =>
  (await stripeClient().transfers.list({ transfer_group: payoutId, limit: 10 })).data;

/** The bus loses every PayoutOpened of this creator (an outage scoped to the test's own data). */
const losePayoutOpened = async (creatorId: string) => {
  faults.push(await rejectPutEvents({ 'detail-type': ['PayoutOpened'], detail: { creatorId: [creatorId] } }));
};

const requestPaid = async (token: string, amount: number) => {
  const requested = await api('/creator/payouts', { method: 'POST', token });
  expect(requested.status).toBe(202);
  const paid = await eventually(async () => {
    const payout = await payoutOf(token, requested.body.payout.payout_id);
    return payout?.status === 'paid' ? payout : undefined;
  }, 30_000);
  expect(paid.amount_cents).toBe(amount);
  expect(await transfersOf(paid.payout_id)).toHaveLength(1);
};

beforeAll(async () => {
  brand = await brandWithStore(1);
  product = (await productsOf(brand)).find((p) => p.id === brand.liveProductIds[0]) as StoreProduct;
  const perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  const three = await inBatches([0, 1, 2], 3, async () => {
    const partner = await partnerOn(brand, product.id);
    await connectPayouts(partner.token);
    const me = await api('/me', { token: partner.token });
    return { token: partner.token, code: partner.code, id: me.body.id as string };
  });
  [refused, swept, givenUp] = three as [typeof refused, typeof swept, typeof givenUp];
  const quantity = Math.ceil(3_000 / Math.max(perUnit, 1)) + 1;
  earned = await earnPayableBalances({
    brand,
    product,
    creators: [refused, swept, givenUp],
    quantities: [quantity, quantity + 1, quantity + 2],
    billAt: firstOfMonth(1),
    period: new Date().toISOString().slice(0, 7),
  });
}, 300_000);

afterAll(async () => {
  for (const id of faults) await healBus(id).catch(() => undefined);
});

describe('the stale-payout sweep', () => {
  it('completes a payout whose work never ran, an hour later, with one transfer', async () => {
    await losePayoutOpened(swept.id);
    const requested = await api('/creator/payouts', { method: 'POST', token: swept.token });
    expect(requested.status).toBe(202);
    const payoutId = requested.body.payout.payout_id as string;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await payoutOf(swept.token, payoutId))?.status).toBe('processing');
    expect((await payoutsOf(swept.token)).request_blocked_by).toBe('in_flight');

    // Not yet stale: the sweep leaves it.
    await runSchedule('SweepStalePayouts', new Date(Date.now() + 10 * 60_000).toISOString());
    expect((await payoutOf(swept.token, payoutId))?.status).toBe('processing');

    // The index is eventually consistent: sweep until it is seen (each run is idempotent).
    const paid = await eventually(async () => {
      await runSchedule('SweepStalePayouts', new Date(Date.now() + 2 * HOUR_MS).toISOString());
      const payout = await payoutOf(swept.token, payoutId);
      return payout?.status === 'paid' ? payout : undefined;
    }, 30_000);
    expect(paid.amount_cents).toBe(earned[1]);
    const [transfer, ...more] = await transfersOf(payoutId);
    expect(more).toHaveLength(0);
    expect(transfer?.amount).toBe(earned[1]);
    const screen = await payoutsOf(swept.token);
    expect(screen.summary).toMatchObject({ pending_payouts_cents: 0, in_payout_cents: 0 });
    expect(screen.request_blocked_by).toBe('below_minimum');
  }, 120_000);

  it('past its retry window, ends it failed: entries back, lock released; Request Payout then pays', async () => {
    await losePayoutOpened(givenUp.id);
    const requested = await api('/creator/payouts', { method: 'POST', token: givenUp.token });
    expect(requested.status).toBe(202);
    const payoutId = requested.body.payout.payout_id as string;
    const failed = await eventually(async () => {
      await runSchedule('SweepStalePayouts', new Date(Date.now() + 7 * HOUR_MS).toISOString());
      const payout = await payoutOf(givenUp.token, payoutId);
      return payout?.status === 'failed' ? payout : undefined;
    }, 30_000);
    expect(failed.failure_code).toBe('not_completed');
    expect(failed.failure_reason).toMatch(/Nothing was paid; the amount is back in your balance/);
    expect(await transfersOf(payoutId)).toHaveLength(0);
    const screen = await payoutsOf(givenUp.token);
    expect(screen.summary).toMatchObject({ pending_payouts_cents: earned[2], in_payout_cents: 0 });
    expect(screen.request_blocked_by).toBeNull();

    for (const id of faults.splice(0)) await healBus(id);
    await requestPaid(givenUp.token, earned[2] as number);
    // The lost PayoutOpened events, published again now, change nothing.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await payoutOf(givenUp.token, payoutId)).toMatchObject({ status: 'failed' });
    expect(await transfersOf(payoutId)).toHaveLength(0);
  }, 120_000);
});

// Last: its payout run pays every payable creator, this file's others included.
describe('a transfer Stripe refuses for good', () => {
  it('ends the payout failed with Stripe’s reason, returns its entries, releases the lock; Request Payout then pays', async () => {
    const runAt = new Date(Date.parse(firstOfMonth(1)) + 6 * HOUR_MS + 17_000).toISOString();
    const payoutId = scheduledPayoutId(runAt, refused.id);
    // Stripe already ran a request under this payout's transfer key, with other parameters.
    await expect(
      stripeClient().transfers.create(
        { amount: 1, currency: 'usd', destination: 'acct_doesnotexist' },
        { idempotencyKey: `transfer:${payoutId}` },
      ),
    ).rejects.toMatchObject({ code: 'resource_missing' });

    // A bad record in every partition the run reads (a payable-creator marker without its creator id):
    // the run skips it with a reason and carries on with every other creator.
    const badKeys = Array.from({ length: PAYABLE_CREATOR_SHARDS }, (_, shard) => ({
      pk: `PAYABLE#${shard}`,
      sk: `CREATOR#bad-record-${runAt}`,
    }));
    for (const Key of badKeys)
      await documentClient().send(
        new PutCommand({ TableName: outputs().TableName, Item: { ...Key, type: 'payable-creator' } }),
      );
    try {
      const run = await runSchedule('RunPayouts', runAt);
      expect(Number(run.result.skipped)).toBeGreaterThanOrEqual(PAYABLE_CREATOR_SHARDS);
    } finally {
      for (const Key of badKeys)
        await documentClient().send(new DeleteCommand({ TableName: outputs().TableName, Key }));
    }
    const failed = await eventually(async () => {
      const payout = await payoutOf(refused.token, payoutId);
      return payout?.status === 'failed' ? payout : undefined;
    }, 30_000);
    expect(failed.failure_code).toBe('idempotency_error');
    expect(failed.failure_reason).toMatch(/^Stripe refused the transfer: Keys for idempotent requests/);
    expect(failed.failure_reason).toMatch(/back in your balance/);
    expect(await transfersOf(payoutId)).toHaveLength(0);

    const screen = await payoutsOf(refused.token);
    expect(screen.summary).toMatchObject({ pending_payouts_cents: earned[0], in_payout_cents: 0 });
    expect(screen.request_blocked_by).toBeNull();
    // The receipt still reads.
    expect((await api(`/creator/payouts/${payoutId}`, { token: refused.token })).status).toBe(200);

    await requestPaid(refused.token, earned[0] as number);
  }, 120_000);
});
