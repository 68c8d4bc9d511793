/**
 * The work of an opened payout (consumer of PayoutOpened): gather the creator's payable entries into it,
 * fix its amount, make its one Stripe transfer, and finish it — paid (entries paid), or failed /
 * cancelled (entries back to the payable balance). Every step is conditional on the payout's stage and
 * each entry's status, so a redelivered or concurrent event repeats nothing, and the transfer's
 * idempotency key (the payout id) makes a retried transfer the same transfer.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isTransferRefused, transferPayout } from '../integrations/stripe/transfers';
import { payableMarkerItem, payableShardOf } from '../sales/release-matured-commissions';
import { db, isConditionFailure, tableName } from '../shared/data/client';
import {
  type CommissionEntry,
  getEntries,
  listAvailableEntries,
} from '../shared/data/entities/commission-entry';
import type { TransactItem } from '../shared/data/entities/outbox-event';
import { getPayout, type Payout } from '../shared/data/entities/payout';
import { getPayoutAccount, isPayoutAccountActive } from '../shared/data/entities/payout-account';
import { keys } from '../shared/data/keys';
import { transactWriteWithRetry } from '../shared/data/transactions';
import { log } from '../shared/log';
import { platformSettings } from '../shared/platform-settings';
import { moveEntries } from './move-entries';
import { describePayout } from './payout-view';

/** Adds gathered entries to the payout (amount, list, brands), while it is still gathering. */
const payoutAddition = (payout: Payout, chunk: readonly CommissionEntry[]): TransactItem => {
  const brands = [...new Map(chunk.map((entry) => [entry.brand_id, entry.brand_name])).entries()];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.payout(payout.creator_id, payout.payout_id),
      UpdateExpression: `ADD amount_cents :sum SET entry_sks = list_append(entry_sks, :sks)${brands
        .map((_, i) => `, brands.#b${i} = :n${i}`)
        .join('')}`,
      ConditionExpression: 'stage = :gathering',
      ExpressionAttributeNames: Object.fromEntries(brands.map(([id], i) => [`#b${i}`, id])),
      ExpressionAttributeValues: {
        ':sum': chunk.reduce((total, entry) => total + entry.commission_cents, 0),
        ':sks': chunk.map((entry) => entry.entry_sk),
        ':gathering': 'gathering',
        ...Object.fromEntries(brands.map(([, name], i) => [`:n${i}`, name])),
      },
    },
  };
};

const gather = async (payout: Payout): Promise<void> => {
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listAvailableEntries(payout.creator_id, after);
    await moveEntries(page.entries, 'available', 'in_payout', payout.payout_id, (chunk) => [
      payoutAddition(payout, chunk),
    ]);
    after = page.next;
  } while (after);
};

/** gathering → transferring (amount fixed); false when another invocation moved it first. */
const startTransfer = async (payout: Payout): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payout(payout.creator_id, payout.payout_id),
        UpdateExpression: 'SET stage = :transferring',
        ConditionExpression: 'stage = :gathering',
        ExpressionAttributeValues: { ':transferring': 'transferring', ':gathering': 'gathering' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The entries the payout holds right now (read consistently). */
const entriesOf = async (payout: Payout, status: CommissionEntry['status']) =>
  (await getEntries(payout.creator_id, payout.entry_sks)).filter(
    (entry) => entry.status === status && entry.payout_id === payout.payout_id,
  );

/** The payout's last write: its outcome, and the creator's lock released (both once). */
const close = async (payout: Payout, set: Record<string, unknown>): Promise<boolean> => {
  const names = Object.keys(set);
  try {
    await transactWriteWithRetry([
      {
        Update: {
          TableName: tableName(),
          Key: keys.payout(payout.creator_id, payout.payout_id),
          UpdateExpression: `SET stage = :done, ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
          ConditionExpression: 'stage <> :done',
          ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
          ExpressionAttributeValues: {
            ':done': 'done',
            ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.creatorStats(payout.creator_id),
          UpdateExpression: 'REMOVE payout_in_flight',
          ConditionExpression: 'payout_in_flight = :id',
          ExpressionAttributeValues: { ':id': payout.payout_id },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The payout did not happen: its entries return to the payable balance (the next payout takes them). */
const giveBack = async (payout: Payout, status: 'failed' | 'cancelled', reason: string) => {
  const entries = await entriesOf(payout, 'in_payout');
  await moveEntries(entries, 'in_payout', 'available', payout.payout_id, () => [
    payableMarkerItem(payout.creator_id, new Date().toISOString()),
  ]);
  if (await close(payout, { status, failure_reason: reason }))
    log.warn('payout not made', { payoutId: payout.payout_id, status, reason });
};

const finishPaid = async (payout: Payout, transferId: string, paidAt: Date) => {
  const entries = await entriesOf(payout, 'in_payout');
  await moveEntries(entries, 'in_payout', 'paid', payout.payout_id);
  if (await close(payout, { status: 'paid', paid_at: paidAt.toISOString(), transfer_id: transferId })) {
    log.info('payout paid', { payoutId: payout.payout_id, amount: payout.amount_cents, transferId });
  }
  await forgetSpentCreator(payout.creator_id);
};

/**
 * Takes the creator off the payout run's list when nothing payable is left (the next release puts them
 * back). Conditional on the balance, so a release racing it keeps its mark.
 */
const forgetSpentCreator = async (creatorId: string) => {
  try {
    await transactWriteWithRetry([
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.creatorStats(creatorId),
          ConditionExpression:
            '(attribute_not_exists(commission_available_cents) OR commission_available_cents <= :zero) AND attribute_not_exists(payout_in_flight)',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      { Delete: { TableName: tableName(), Key: keys.payableCreator(payableShardOf(creatorId), creatorId) } },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

const transfer = async (payout: Payout, now: Date) => {
  const account = await getPayoutAccount(payout.creator_id);
  if (!isPayoutAccountActive(account)) {
    await giveBack(
      payout,
      'failed',
      'Your payout account cannot receive payouts right now. Finish its setup; the amount stays in your balance.',
    );
    return;
  }
  try {
    const made = await transferPayout({
      payoutId: payout.payout_id,
      creatorId: payout.creator_id,
      amountCents: payout.amount_cents,
      destination: account.stripe_account_id,
      description: describePayout(payout),
    });
    await finishPaid(payout, made.id, now);
  } catch (error) {
    if (!isTransferRefused(error)) throw error; // retried by the consumer's runner, same idempotency key
    await giveBack(
      payout,
      'failed',
      `Stripe refused the transfer (${(error as Error).message}). The amount stays in your balance for the next payout.`,
    );
  }
};

export const processPayout = async (creatorId: string, payoutId: string, now = new Date()): Promise<void> => {
  let payout = await getPayout(creatorId, payoutId);
  if (!payout) {
    log.warn('payout event names no payout; nothing done', { creatorId, payoutId });
    return;
  }
  if (payout.stage === 'gathering') {
    await gather(payout);
    payout = (await getPayout(creatorId, payoutId)) as Payout;
    if (payout.stage === 'gathering') {
      // The balance can fall under the minimum between opening and gathering (a refund arrived).
      if (payout.amount_cents < platformSettings.minimumPayoutCents) {
        await giveBack(
          payout,
          'cancelled',
          'Your payable balance fell under the $25 minimum before the transfer; it carries over.',
        );
        return;
      }
      await startTransfer(payout);
      payout = (await getPayout(creatorId, payoutId)) as Payout;
    }
  }
  if (payout.stage === 'transferring') await transfer(payout, now);
};
