/**
 * A payout never stays `processing`, over the wire against the local cloud and the local Stripe:
 * - a transfer Stripe refuses for good (the creator's connected account is gone at Stripe: "No such
 *   destination") ends the payout `failed` with Stripe's code and message, its entries back in the
 *   payable balance, the one-payout lock released, and Request Payout works again once the account is;
 * - a payout run skips a record it cannot use (with its reason) and goes on with every other creator;
 * - a payout whose work never ran (its PayoutOpened event lost in a bus outage) is completed by the
 *   stale-payout sweep an hour later (same transfer key), or, past the retry window, ended failed with
 *   its entries back and the lock released.
 * Payout runs are global (other test files run them too), so each creator's trouble is set up before its
 * balance is payable, and the tests follow whichever payout opened it: a request's or a run's.
 */

import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { stripeClient } from '../../../../tests/support/demo-stripe';
import { healBus, rejectPutEvents } from '../../../../tests/support/local-bus';
import { localOnlyFile } from '../../../../tests/support/local-only';
import type { StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  earnPayableBalances,
  firstOfMonth,
  forCreators,
  inBatches,
  payoutsOf,
  runSchedule,
} from '../../../../tests/support/payouts';
import { partnerOn, type StoreProduct, sellingBrand, share } from '../../../../tests/support/sales';
import { PAYABLE_CREATOR_SHARDS } from '../../../shared/data/keys';

const { afterAll, beforeAll, describe, it } = localOnlyFile(
  'runs payouts by hand and makes the local bus refuse events',
);

const HOUR_MS = 3600 * 1000;

interface ListedPayout {
  payout_id: string;
  status: string;
  amount_cents: number;
  trigger: string;
  failure_reason: string | null;
  failure_code?: string | null;
}

type Creator = { token: string; code: string; id: string };
let brand: StoreBrand;
let product: StoreProduct;
let refused: Creator;
let swept: Creator;
let givenUp: Creator;
let earned: number[];
let realAccountId: string;
const faults: string[] = [];

const payoutsList = async (token: string) => (await payoutsOf(token)).payouts as ListedPayout[];

const transfersOf = async (payoutId: string) =>
  (await stripeClient().transfers.list({ transfer_group: payoutId, limit: 10 })).data;

const payoutAccountKey = (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_ACCOUNT' });

/** Points our record of the creator's connected account at `accountId` (a closed one: Stripe has none). */
const setDestination = async (creatorId: string, accountId: string) => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: outputs().TableName,
      Key: payoutAccountKey(creatorId),
      UpdateExpression: 'SET stripe_account_id = :id',
      ExpressionAttributeValues: { ':id': accountId },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Attributes?.stripe_account_id as string;
};

/** Request Payout, or the payout a concurrent run (another test file's) opened: the open one's id. */
const openPayout = async (token: string): Promise<string> => {
  const requested = await api('/creator/payouts', { method: 'POST', token });
  if (requested.status === 202) return requested.body.payout.payout_id as string;
  expect(requested.body.error.code).toBe('conflict');
  const open = (await payoutsList(token)).find((payout) => payout.status === 'processing');
  if (!open) throw new Error('refused as in flight, yet no payout is processing');
  return open.payout_id;
};

/** Request Payout pays `amount` with one transfer (or a concurrent run already did). */
const requestPaid = async (token: string, amount: number) => {
  await api('/creator/payouts', { method: 'POST', token });
  const paid = await eventually(async () => {
    const payout = (await payoutsList(token)).find((p) => p.status === 'paid');
    return payout;
  }, 30_000);
  expect(paid.amount_cents).toBe(amount);
  expect(await transfersOf(paid.payout_id)).toHaveLength(1);
};

beforeAll(async () => {
  ({ brand, live: product } = await sellingBrand(1));
  const perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  const three = await inBatches([0, 1, 2], 3, async () => {
    const partner = await partnerOn(brand, product.id);
    await connectPayouts(partner.token);
    const me = await api('/me', { token: partner.token });
    return { token: partner.token, code: partner.code, id: me.body.id as string };
  });
  [refused, swept, givenUp] = three as [Creator, Creator, Creator];
  // Before anything is payable: the refused creator's account is gone at Stripe, and the bus loses the
  // others' PayoutOpened events (an outage scoped to them), whoever opens their payouts.
  realAccountId = await setDestination(refused.id, `acct_closed${refused.id.replace(/-/g, '').slice(0, 12)}`);
  for (const creator of [swept, givenUp])
    faults.push(
      await rejectPutEvents({ 'detail-type': ['PayoutOpened'], detail: { creatorId: [creator.id] } }),
    );
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

describe('a transfer Stripe refuses for good', () => {
  it('ends the payout failed with Stripe’s reason, returns its entries, releases the lock; then pays', async () => {
    // The run meets a bad record in every partition it reads (a payable-creator marker without its
    // creator id): it skips them with a reason and goes on with every other creator.
    const runAt = new Date(Date.parse(firstOfMonth(1)) + 6 * HOUR_MS + 17_000).toISOString();
    const badKeys = Array.from({ length: PAYABLE_CREATOR_SHARDS }, (_, shard) => ({
      pk: `PAYABLE#${shard}`,
      sk: `CREATOR#bad-record-${runAt}`,
    }));
    for (const Key of badKeys)
      await documentClient().send(
        new PutCommand({ TableName: outputs().TableName, Item: { ...Key, type: 'payable-creator' } }),
      );
    try {
      const run = await runSchedule(
        'RunPayouts',
        runAt,
        forCreators(refused.token, swept.token, givenUp.token),
      );
      expect(Number(run.result.skipped)).toBeGreaterThanOrEqual(PAYABLE_CREATOR_SHARDS);
    } finally {
      for (const Key of badKeys)
        await documentClient().send(new DeleteCommand({ TableName: outputs().TableName, Key }));
    }

    const failed = await eventually(
      async () => (await payoutsList(refused.token)).find((payout) => payout.status === 'failed'),
      30_000,
    );
    expect(failed.failure_code).toBe('resource_missing');
    expect(failed.failure_reason).toMatch(/^Stripe refused the transfer: No such destination: 'acct_closed/);
    expect(failed.failure_reason).toMatch(/back in your balance for the next payout\.$/);
    expect(await transfersOf(failed.payout_id)).toHaveLength(0);
    // The receipt still reads; the money is payable again and the lock is released.
    expect((await api(`/creator/payouts/${failed.payout_id}`, { token: refused.token })).status).toBe(200);
    await eventually(async () => {
      const screen = await payoutsOf(refused.token);
      return screen.summary.pending_payouts_cents === earned[0] && screen.summary.in_payout_cents === 0
        ? true
        : undefined;
    });

    await setDestination(refused.id, realAccountId);
    await eventually(async () =>
      (await payoutsOf(refused.token)).request_blocked_by === null ? true : undefined,
    );
    await requestPaid(refused.token, earned[0] as number);
    // The creator was told of each once: the failure with Stripe's reason, then the payout sent.
    const told = async () =>
      (await api('/notifications', { token: refused.token })).body.notifications as {
        kind: string;
        body: string;
      }[];
    await eventually(async () => ((await told()).some((n) => n.kind === 'payout_sent') ? true : undefined));
    const notices = await told();
    expect(notices.filter((n) => n.kind === 'payout_failed')).toEqual([
      expect.objectContaining({ body: failed.failure_reason }),
    ]);
    expect(notices.filter((n) => n.kind === 'payout_sent')).toHaveLength(1);
  }, 120_000);
});

describe('the stale-payout sweep', () => {
  it('past its retry window, ends it failed: entries back, lock released; Request Payout then pays', async () => {
    const payoutId = await openPayout(givenUp.token);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await payoutsList(givenUp.token)).find((p) => p.payout_id === payoutId)?.status).toBe(
      'processing',
    );
    // The sweep's step for one payout, in this process (a whole sweep as at 7 hours from now would give
    // up other test files' payouts in flight): seven hours after it opened, it is given up.
    useCloudEnvironment();
    process.env.STRIPE_API_URL = outputs().StripeApiUrl;
    const { sweepPayout } = await import('../../schedules/sweep-stale-payouts.scheduled');
    const at = new Date(Date.now() + 7 * HOUR_MS);
    const giveUpBefore = new Date(at.getTime() - 6 * HOUR_MS).toISOString();
    expect(await sweepPayout(givenUp.id, payoutId, at, giveUpBefore, 360)).toBe('given up: failed');
    const failed = (await payoutsList(givenUp.token)).find((p) => p.payout_id === payoutId);
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'not_completed' });
    expect(failed?.failure_reason).toMatch(/Nothing was paid; the amount is back in your balance/);
    expect(await transfersOf(payoutId)).toHaveLength(0);
    const screen = await payoutsOf(givenUp.token);
    expect(screen.summary).toMatchObject({ pending_payouts_cents: earned[2], in_payout_cents: 0 });
    expect(screen.request_blocked_by).toBeNull();

    const fault = faults.pop();
    if (fault) await healBus(fault);
    await requestPaid(givenUp.token, earned[2] as number);
    // The lost PayoutOpened event, published again by the outbox sweep, changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await payoutsList(givenUp.token)).find((p) => p.payout_id === payoutId)?.status).toBe('failed');
    expect(await transfersOf(payoutId)).toHaveLength(0);
  }, 120_000);

  it('completes a payout whose work never ran, an hour later, with one transfer', async () => {
    const payoutId = await openPayout(swept.token);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const statusOf = async () =>
      (await payoutsList(swept.token)).find((p) => p.payout_id === payoutId)?.status;
    expect(await statusOf()).toBe('processing');
    expect((await payoutsOf(swept.token)).request_blocked_by).toBe('in_flight');

    // Not yet stale: the sweep leaves it.
    await runSchedule(
      'SweepStalePayouts',
      new Date(Date.now() + 10 * 60_000).toISOString(),
      forCreators(swept.token),
    );
    expect(await statusOf()).toBe('processing');

    // An hour on, the sweep (idempotent; the index is eventually consistent, so until it is seen) runs
    // its work: the entries gathered and the one transfer made.
    await eventually(async () => {
      await runSchedule(
        'SweepStalePayouts',
        new Date(Date.now() + 2 * HOUR_MS).toISOString(),
        forCreators(swept.token),
      );
      return (await statusOf()) === 'paid' ? true : undefined;
    }, 30_000);
    const paid = (await payoutsList(swept.token)).find((p) => p.payout_id === payoutId);
    expect(paid?.amount_cents).toBe(earned[1]);
    const [transfer, ...more] = await transfersOf(payoutId);
    expect(more).toHaveLength(0);
    expect(transfer?.amount).toBe(earned[1]);
    const screen = await payoutsOf(swept.token);
    expect(screen.summary).toMatchObject({ pending_payouts_cents: 0, in_payout_cents: 0 });
    expect(screen.request_blocked_by).toBe('below_minimum');
  }, 120_000);
});
