/**
 * Payouts opened by an older version carry no open-payouts index, so the stale-payout sweep
 * (functions/ledger/schedules/sweep-stale-payouts.scheduled.ts) cannot see them. The old scheduled runs gave every
 * creator of a run the same payout id, so all but one of those payouts stayed `processing` for ever,
 * holding their creators' one-payout lock. This puts every payout still `processing` into the index,
 * dated when it was created: the next sweep retries it with its own transfer key and, when Stripe refuses
 * that key for good, ends it failed, returns its entries and releases the lock. Local-only and one-off
 * (upgrade-once.ts).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutItem } from '../../functions/ledger';
import { upgradeOnce } from './upgrade-once';

export const upgradeOpenPayouts = (client: DynamoDBClient, tableName: string): Promise<number> =>
  upgradeOnce<PayoutItem & Record<string, unknown>>({
    client,
    tableName,
    marker: 'open-payouts-index',
    filter: {
      FilterExpression: '#type = :payout AND #status = :processing AND attribute_not_exists(gsi1pk)',
      ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
      ExpressionAttributeValues: { ':payout': 'payout', ':processing': 'processing' },
    },
    prepare: async () => {
      const { openPayoutIndex } = await import('../../functions/ledger');
      return async (doc, payout) => {
        const openedAt = payout.opened_at ?? payout.created_at;
        const index = openPayoutIndex({ ...payout, opened_at: openedAt });
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: payout.pk, sk: payout.sk },
            UpdateExpression: 'SET gsi1pk = :gpk, gsi1sk = :gsk, opened_at = :opened',
            ConditionExpression: '#status = :processing AND attribute_not_exists(gsi1pk)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':processing': 'processing',
              ':gpk': index.gsi1pk,
              ':gsk': index.gsi1sk,
              ':opened': openedAt,
            },
          }),
        );
      };
    },
  });
