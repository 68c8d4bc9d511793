/**
 * Brings ledger entries written by an older version to today's rule, so `.local/` data survives the
 * upgrade: before payouts, an entry whose hold had ended became `available` at once and carried no
 * index. Now a commission is payable only once its brand's invoice is paid, and payable entries are
 * found through their index. Such an entry goes back to `pending` in the hold index (with the creator's
 * totals, in one transaction each), and the release decides it again by today's rule.
 *
 * Local-only and one-off: a Scan of the local table (never on a request path), once per data folder —
 * a marker item records that it ran. No deployed table holds such entries (none was deployed before).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { CommissionEntryItem } from '../../functions/shared/data/entities/commission-entry';
import { keys } from '../../functions/shared/data/keys';

const MARKER = { pk: 'LOCAL#UPGRADES', sk: 'ledger-payable-rule' };

export const upgradeLedgerEntries = async (client: DynamoDBClient, tableName: string): Promise<number> => {
  const doc = DynamoDBDocumentClient.from(client);
  // Imported here, not at the top: the entity module loads the shared DynamoDB client, which reads its
  // endpoint when loaded — the local cloud sets that only after this module is imported.
  const { holdIndexOf } = await import('../../functions/shared/data/entities/commission-entry');
  const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: MARKER }));
  if (Item) return 0;
  let moved = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#type = :commission AND #status = :available AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: { ':commission': 'commission', ':available': 'available' },
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    for (const entry of (page.Items ?? []) as CommissionEntryItem[]) {
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
      moved++;
    }
    after = page.LastEvaluatedKey;
  } while (after);
  await doc.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...MARKER, type: 'local-upgrade', ran_at: new Date().toISOString(), moved },
    }),
  );
  return moved;
};
