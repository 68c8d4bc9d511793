/**
 * INTERIM: what billing and payouts read and write on the sales side's item kinds — commission entries,
 * the creator's and the brand's stats, the payable-creator markers — as raw DynamoDB items, until those
 * kinds are ElectroDB entities (commission-entry.ts, creator-stats.ts, brand-stats.ts and
 * sales/release-matured-commissions.ts are being converted separately). Each function here then becomes
 * an operation of that entity; the transactions that use them (writeTransaction with named operations)
 * keep their shape, as a raw item and an entity's `.commit()` are the same kind of operation.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { keys, PAYABLE_CREATOR_SHARDS, prefixes } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import {
  availableIndexOf,
  type CommissionEntry,
  type CommissionEntryItem,
  type CommissionStatus,
  toEntry,
} from './commission-entry';

export type EntryRef = Pick<
  CommissionEntry,
  'creator_id' | 'entry_sk' | 'commission_cents' | 'brand_id' | 'brand_name'
>;

/**
 * The Update that moves one entry, guarded by where it must be now: out of the payable index into the
 * payout (available → in_payout), within the payout (in_payout → paid), or back to the payable balance
 * (in_payout | paid → available: a failed, cancelled or reversed payout).
 */
export const entryMove = (
  entry: EntryRef,
  from: CommissionStatus,
  to: CommissionStatus,
  payoutId: string,
): TransactItem => {
  const index = availableIndexOf(entry);
  const base = {
    TableName: tableName(),
    Key: keys.commissionEntry(entry.creator_id, entry.entry_sk),
    ExpressionAttributeNames: { '#status': 'status' },
  };
  if (from === 'available') {
    return {
      Update: {
        ...base,
        UpdateExpression: 'SET #status = :to, payout_id = :payout REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#status = :from AND gsi1pk = :gpk',
        ExpressionAttributeValues: { ':to': to, ':from': from, ':payout': payoutId, ':gpk': index.gsi1pk },
      },
    };
  }
  if (to === 'available') {
    return {
      Update: {
        ...base,
        UpdateExpression: 'SET #status = :to, gsi1pk = :gpk, gsi1sk = :gsk REMOVE payout_id',
        ConditionExpression: '#status = :from AND payout_id = :payout',
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ':payout': payoutId,
          ':gpk': index.gsi1pk,
          ':gsk': index.gsi1sk,
        },
      },
    };
  }
  return {
    Update: {
      ...base,
      UpdateExpression: 'SET #status = :to',
      ConditionExpression: '#status = :from AND payout_id = :payout',
      ExpressionAttributeValues: { ':to': to, ':from': from, ':payout': payoutId },
    },
  };
};

/** The creator's totals for moving `cents` from one status to another. */
export const statusTotalsMove = (
  creatorId: string,
  from: CommissionStatus,
  to: CommissionStatus,
  cents: number,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.creatorStats(creatorId),
    UpdateExpression: `ADD commission_${from}_cents :minus, commission_${to}_cents :plus`,
    ExpressionAttributeValues: { ':minus': -cents, ':plus': cents },
  },
});

/** The creator's payable balance and the payout in flight, read consistently. */
export const readPayableState = async (
  creatorId: string,
): Promise<{ availableCents: number; inFlight: string | null }> => {
  const { Item: item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.creatorStats(creatorId),
      ConsistentRead: true,
      ProjectionExpression: 'commission_available_cents, payout_in_flight',
    }),
  );
  return {
    availableCents: Number(item?.commission_available_cents ?? 0),
    inFlight: (item?.payout_in_flight as string | undefined) ?? null,
  };
};

/** Takes the creator's one-payout-at-a-time lock for `payoutId`. */
export const takePayoutLock = (creatorId: string, payoutId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.creatorStats(creatorId),
    UpdateExpression: 'SET payout_in_flight = :id',
    ConditionExpression: 'attribute_not_exists(payout_in_flight)',
    ExpressionAttributeValues: { ':id': payoutId },
  },
});

/** Releases the lock, by the payout that holds it only. */
export const releasePayoutLock = (creatorId: string, payoutId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.creatorStats(creatorId),
    UpdateExpression: 'REMOVE payout_in_flight',
    ConditionExpression: 'payout_in_flight = :id',
    ExpressionAttributeValues: { ':id': payoutId },
  },
});

/**
 * Takes the creator off the payout run's list (the marker's Delete) on the condition that nothing is
 * payable and no payout is under way, so a release racing it keeps its mark.
 */
export const forgetSpentCreatorItems = (
  creatorId: string,
  shard: number,
): Record<'spent' | 'marker', TransactItem> => ({
  spent: {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.creatorStats(creatorId),
      ConditionExpression:
        '(attribute_not_exists(commission_available_cents) OR commission_available_cents <= :zero) AND attribute_not_exists(payout_in_flight)',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  },
  marker: { Delete: { TableName: tableName(), Key: keys.payableCreator(shard, creatorId) } },
});

/** The brand's Commissions Paid grows, and what it owes shrinks, by `cents`. */
export const commissionsPaidMove = (brandId: string, cents: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.brandStats(brandId),
    UpdateExpression: 'ADD commissions_paid_cents :paid, commissions_owed_cents :owed',
    ExpressionAttributeValues: { ':paid': cents, ':owed': -cents },
  },
});

/** One page of a shard of the payable-creators partition (the payout run): the markers' keys and creators. */
export const listPayableCreatorsPage = async (shard: number, after?: Record<string, unknown>) => {
  if (shard < 0 || shard >= PAYABLE_CREATOR_SHARDS) throw new Error(`No payable-creator shard ${shard}`);
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PAYABLE#${shard}` },
      ProjectionExpression: 'pk, sk, creator_id',
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { markers: Items, next: LastEvaluatedKey };
};

/** One page (newest first) of a creator's pending ledger entries, and how many items the page read. */
export const listPendingEntriesPage = async (creatorId: string, after?: Record<string, unknown>) => {
  const {
    Items = [],
    LastEvaluatedKey,
    ScannedCount = 0,
  } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': keys.creator(creatorId).pk,
        ':prefix': prefixes.commissionEntry,
        ':pending': 'pending',
      },
      ScanIndexForward: false,
      Limit: 500,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return {
    entries: (Items as CommissionEntryItem[]).map(toEntry),
    read: ScannedCount,
    next: LastEvaluatedKey,
  };
};
