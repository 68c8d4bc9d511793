import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../shared/data/client';
import { outboxEvent, putOutboxEvents } from '../shared/data/entities/outbox-event';
import { PAYABLE_CREATOR_SHARDS } from '../shared/data/keys';
import { log } from '../shared/log';

export interface PayoutRunInput {
  /** When the schedule fired: the run's payouts are named after it, so a repeated run pays once. */
  scheduledTime?: string;
}

/**
 * The payout run (monthly on the 1st, or weekly; PAYOUT_SCHEDULE): finds the creators who may have a
 * payable balance (the PAYABLE#{shard} partitions: Queries, never a Scan) and fans out one
 * CreatorPayoutDue event per creator through the outbox; each creator's payout is then opened by its
 * own consumer invocation, so the run itself only grows by one small write per creator.
 */
export const handler = async (
  input: PayoutRunInput | undefined,
): Promise<{ runAt: string; creators: number }> => {
  const runAt = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(runAt.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  let creators = 0;
  for (let shard = 0; shard < PAYABLE_CREATOR_SHARDS; shard++) {
    let after: Record<string, unknown> | undefined;
    do {
      const { Items = [], LastEvaluatedKey } = await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `PAYABLE#${shard}` },
          ProjectionExpression: 'creator_id',
          ...(after ? { ExclusiveStartKey: after } : {}),
        }),
      );
      const ids = Items.map((item) => item.creator_id as string);
      await putOutboxEvents(
        ids.map((creatorId) =>
          outboxEvent('CreatorPayoutDue', { version: 1, creatorId, runAt: runAt.toISOString() }),
        ),
      );
      creators += ids.length;
      after = LastEvaluatedKey;
    } while (after);
  }
  log.info('payout run', { runAt: runAt.toISOString(), creators });
  return { runAt: runAt.toISOString(), creators };
};
