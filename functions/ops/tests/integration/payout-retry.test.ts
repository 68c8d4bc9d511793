/**
 * Issue 36: failed and stuck payouts in the operator console, over the wire against the local cloud and
 * the local Stripe. Retry makes exactly one Stripe transfer however often it is clicked:
 * - a payout Stripe refused for good (the creator's connected account gone at Stripe) is listed failed
 *   with Stripe's code; once the account is back, two operators retry it at the same moment: one opens a
 *   new payout (one 202, one 409), which pays the creator's balance with one transfer; the failed payout
 *   leaves the list and a later retry is refused;
 * - a payout whose work never ran (its PayoutOpened lost in a bus outage) and that has been processing for
 *   over an hour is listed stuck; retried twice at once, its work runs again with the same transfer key:
 *   one transfer.
 * Each retry leaves one entry in the operators' audit log.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { PAYOUT_ALREADY_RETRIED_MESSAGE } from '../../../../contracts/ops';
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
import { signedUpOperator } from '../../../../tests/support/operators';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  closedAccountOf,
  connectPayouts,
  earnPayableBalances,
  firstOfMonth,
  inBatches,
  payoutsOf,
  requestOrOpenPayout,
  setPayoutDestination,
} from '../../../../tests/support/payouts';
import { partnerOn, type StoreProduct, sellingBrand, share } from '../../../../tests/support/sales';
import { listOpsAuditEntries } from '../../../shared/audit/ops-audit-entry';

const { afterAll, beforeAll, describe, it } = localOnlyFile(
  'earns balances by running the money schedules by hand and makes Stripe and the bus refuse',
);

interface ListedPayout {
  payout_id: string;
  status: string;
  amount_cents: number;
  trigger: string;
}
interface OpsPayout {
  payout_id: string;
  creator_id: string;
  status: string;
  amount_cents: number;
  failure_code: string | null;
  failure_message: string | null;
}
type Creator = { token: string; code: string; id: string };

const HOUR_MS = 3600 * 1000;
let brand: StoreBrand;
let product: StoreProduct;
let refused: Creator;
let stuck: Creator;
let earned: number[];
let realAccountId: string;
let operator: { token: string };
const faults: string[] = [];

const payoutsList = async (token: string) => (await payoutsOf(token)).payouts as ListedPayout[];
const transfersOf = async (payoutId: string) =>
  (await stripeClient().transfers.list({ transfer_group: payoutId, limit: 10 })).data;
const transfersTo = async (accountId: string) =>
  (await stripeClient().transfers.list({ destination: accountId, limit: 100 })).data;

const opsPayouts = async (state: 'failed' | 'stuck') =>
  (await api(`/ops/payouts?state=${state}`, { token: operator.token })).body.payouts as OpsPayout[];
const retry = (payout: { payout_id: string; creator_id: string }) =>
  api(`/ops/payouts/${payout.payout_id}/retry`, {
    ...json('POST', { creator_id: payout.creator_id }),
    token: operator.token,
  });

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, live: product } = await sellingBrand(1));
  operator = await signedUpOperator();
  const perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  [refused, stuck] = (await inBatches([0, 1], 2, async () => {
    const partner = await partnerOn(brand, product.id);
    await connectPayouts(partner.token);
    const me = await api('/me', { token: partner.token });
    return { token: partner.token, code: partner.code, id: me.body.id as string };
  })) as [Creator, Creator];
  // Before anything is payable: the refused creator's account is gone at Stripe; the stuck creator's
  // PayoutOpened events are lost in an outage (scoped to that creator).
  realAccountId = await setPayoutDestination(refused.id, closedAccountOf(refused.id));
  faults.push(await rejectPutEvents({ 'detail-type': ['PayoutOpened'], detail: { creatorId: [stuck.id] } }));
  const quantity = Math.ceil(3_000 / Math.max(perUnit, 1)) + 1;
  earned = await earnPayableBalances({
    brand,
    product,
    creators: [refused, stuck],
    quantities: [quantity, quantity + 1],
    billAt: firstOfMonth(1),
    period: new Date().toISOString().slice(0, 7),
  });
}, 300_000);

afterAll(async () => {
  for (const id of faults) await healBus(id).catch(() => undefined);
});

describe('a failed payout', () => {
  it('is listed with Stripe’s code, and Retry, clicked twice at once, pays the balance with one transfer', async () => {
    const failedId = await requestOrOpenPayout(refused.token);
    await eventually(async () =>
      (await payoutsList(refused.token)).find((p) => p.payout_id === failedId)?.status === 'failed'
        ? true
        : undefined,
    );
    const listed = (await opsPayouts('failed')).find((payout) => payout.payout_id === failedId);
    expect(listed).toMatchObject({
      creator_id: refused.id,
      status: 'failed',
      failure_code: 'resource_missing',
      failure_message: expect.stringContaining('No such destination'),
    });

    // The cause is fixed; two operators retry at the same moment.
    await setPayoutDestination(refused.id, realAccountId);
    const answers = await Promise.all([retry(listed as OpsPayout), retry(listed as OpsPayout)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const opened = answers.find((answer) => answer.status === 202)?.body as {
      payout_id: string;
      retry_of: string;
    };
    expect(opened.retry_of).toBe(failedId);
    expect(opened.payout_id).not.toBe(failedId);

    const paid = await eventually(async () => {
      const payout = (await payoutsList(refused.token)).find((p) => p.payout_id === opened.payout_id);
      return payout?.status === 'paid' ? payout : undefined;
    });
    expect(paid).toMatchObject({ amount_cents: earned[0], trigger: 'retry' });
    expect(await transfersOf(opened.payout_id)).toHaveLength(1);
    expect(await transfersOf(failedId)).toHaveLength(0);
    expect((await transfersTo(realAccountId)).map((transfer) => transfer.amount)).toEqual([earned[0]]);

    // It leaves the list; another retry is refused.
    expect((await opsPayouts('failed')).map((payout) => payout.payout_id)).not.toContain(failedId);
    const again = await retry(listed as OpsPayout);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PAYOUT_ALREADY_RETRIED_MESSAGE);
    const audit = (await listOpsAuditEntries(200)).filter((entry) => entry.subject_id === failedId);
    expect(audit).toEqual([
      expect.objectContaining({ kind: 'payout.retried', after: { payout: opened.payout_id } }),
    ]);
  }, 120_000);
});

describe('a stuck payout', () => {
  it('is listed once processing over an hour; Retry, clicked twice at once, runs its work again: one transfer', async () => {
    const stuckId = await requestOrOpenPayout(stuck.token);
    // Opened over an hour ago, as if it had waited that long (the bound counts from the wall clock).
    const openedAt = new Date(Date.now() - 2 * HOUR_MS).toISOString();
    await documentClient().send(
      new UpdateCommand({
        TableName: outputs().TableName,
        Key: { pk: `CREATOR#${stuck.id}`, sk: `PAYOUT#${stuckId}` },
        UpdateExpression: 'SET opened_at = :at, gsi1sk = :sk',
        ExpressionAttributeValues: { ':at': openedAt, ':sk': `${openedAt}#${stuck.id}#${stuckId}` },
      }),
    );
    const listed = await eventually(async () =>
      (await opsPayouts('stuck')).find((payout) => payout.payout_id === stuckId),
    );
    expect(listed).toMatchObject({ creator_id: stuck.id, status: 'processing' });
    expect((await opsPayouts('failed')).map((payout) => payout.payout_id)).not.toContain(stuckId);

    // The outage is over; two retries at once send one PayoutOpened (the other is refused for a minute).
    await healBus(faults.pop() as string);
    const answers = await Promise.all([retry(listed), retry(listed)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.status === 202)?.body).toEqual({
      payout_id: stuckId,
      retry_of: stuckId,
    });
    const paid = await eventually(async () => {
      const payout = (await payoutsList(stuck.token)).find((p) => p.payout_id === stuckId);
      return payout?.status === 'paid' ? payout : undefined;
    });
    expect(paid.amount_cents).toBe(earned[1]);
    expect(await transfersOf(stuckId)).toHaveLength(1);
    expect((await retry(listed)).status).toBe(409);
  }, 120_000);
});
