/**
 * Moving a payout's ledger entries between statuses, in transactions of a few entries each with the
 * creator's totals (and whatever the step adds), on the condition that every entry is where the step
 * expects it. When a chunk's condition fails (an entry moved meanwhile: a redelivery, a race), its
 * entries are retried one by one and the ones that moved already are skipped, so the step is idempotent.
 */
import { isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import type { CommissionEntry, CommissionStatus } from '../entities/commission-entry';
import { availableIndexOf } from '../entities/commission-entry';

/** Entries per transaction: small enough that a failed chunk is cheap to retry one by one. */
export const CHUNK = 25;

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

/**
 * Moves the entries in chunks; `extra(chunk)` adds the step's own items to each chunk's transaction.
 * Returns the entries that moved now (not those that had moved before).
 */
export const moveEntries = async <E extends EntryRef>(
  entries: readonly E[],
  from: CommissionStatus,
  to: CommissionStatus,
  payoutId: string,
  extra: (moved: readonly E[]) => TransactItem[] = () => [],
): Promise<E[]> => {
  const moved: E[] = [];
  const attempt = async (chunk: readonly E[]): Promise<boolean> => {
    if (chunk.length === 0) return true;
    const creatorId = chunk[0]?.creator_id as string;
    const sum = chunk.reduce((total, entry) => total + entry.commission_cents, 0);
    try {
      await transactWriteWithRetry([
        ...chunk.map((entry) => entryMove(entry, from, to, payoutId)),
        statusTotalsMove(creatorId, from, to, sum),
        ...extra(chunk),
      ]);
      moved.push(...chunk);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    if (await attempt(chunk)) continue;
    for (const entry of chunk) await attempt([entry]);
  }
  return moved;
};
