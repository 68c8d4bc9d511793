/**
 * Brings ledger entries written by an older version to today's rule, so `.local/` data survives the
 * upgrade: before payouts, an entry whose hold had ended became `available` at once and carried no
 * index. Now a commission is payable only once its brand's invoice is paid, and payable entries are
 * found through their index. Such an entry goes back to `pending` in the hold index (with the creator's
 * totals, in one transaction each), and the release decides it again by today's rule.
 *
 * Local-only and one-off (upgrade-once.ts). No deployed table holds such entries (none was deployed
 * before).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CommissionEntryItem } from '../../functions/ledger';
import { keys } from '../../functions/shared/data/keys';
import { upgradeOnce } from './upgrade-once';

export const upgradeLedgerEntries = (client: DynamoDBClient, tableName: string): Promise<number> =>
  upgradeOnce<CommissionEntryItem & Record<string, unknown>>({
    client,
    tableName,
    marker: 'ledger-payable-rule',
    filter: {
      FilterExpression: '#type = :commission AND #status = :available AND attribute_not_exists(gsi1pk)',
      ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
      ExpressionAttributeValues: { ':commission': 'commission', ':available': 'available' },
    },
    prepare: async () => {
      const { holdIndexOf } = await import('../../functions/ledger');
      return async (doc, entry) => {
        const index = holdIndexOf(entry);
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: { pk: entry.pk, sk: entry.sk },
                  UpdateExpression: 'SET #status = :pending, gsi1pk = :gpk, gsi1sk = :gsk',
                  ConditionExpression: '#status = :available AND attribute_not_exists(gsi1pk)',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: {
                    ':pending': 'pending',
                    ':available': 'available',
                    ':gpk': index.gsi1pk,
                    ':gsk': index.gsi1sk,
                  },
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: keys.creatorStats(entry.creator_id),
                  UpdateExpression: 'ADD commission_available_cents :minus, commission_pending_cents :plus',
                  ExpressionAttributeValues: {
                    ':minus': -entry.commission_cents,
                    ':plus': entry.commission_cents,
                  },
                },
              },
            ],
          }),
        );
      };
    },
  });
