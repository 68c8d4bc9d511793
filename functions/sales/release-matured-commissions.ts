/**
 * Commission entries whose hold has ended become available (pending → available). Found through the
 * sparse pending index (a Query per shard, never a Scan); each entry moves in one transaction with the
 * creator's pending and available totals, on the condition that it is still pending, so a repeated or
 * overlapping run moves nothing twice.
 */
import { isConditionFailure, tableName } from '../shared/data/client';
import { type CommissionEntry, listMaturedEntries } from '../shared/data/entities/commission-entry';
import { COMMISSION_HOLD_SHARDS, keys } from '../shared/data/keys';
import { transactWriteWithRetry } from '../shared/data/transactions';

export const releaseEntry = async (entry: CommissionEntry): Promise<boolean> => {
  try {
    await transactWriteWithRetry([
      {
        Update: {
          TableName: tableName(),
          Key: keys.commissionEntry(entry.creator_id, entry.entry_sk),
          UpdateExpression: 'SET #status = :available REMOVE gsi1pk, gsi1sk',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':available': 'available', ':pending': 'pending' },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.creatorStats(entry.creator_id),
          UpdateExpression: 'ADD commission_pending_cents :minus, commission_available_cents :plus',
          ExpressionAttributeValues: { ':minus': -entry.commission_cents, ':plus': entry.commission_cents },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Releases every entry whose hold ended before `now`; returns how many moved. */
export const releaseMaturedCommissions = async (now: Date = new Date()): Promise<number> => {
  let released = 0;
  for (let shard = 0; shard < COMMISSION_HOLD_SHARDS; shard++) {
    let after: Record<string, unknown> | undefined;
    do {
      const page = await listMaturedEntries(shard, now.toISOString(), after);
      for (const entry of page.entries) if (await releaseEntry(entry)) released++;
      after = page.next;
    } while (after);
  }
  return released;
};
