/**
 * Payouts opened by an older version carry no open-payouts index, so the stale-payout sweep
 * (functions/payouts/sweep-stale-payouts.scheduled.ts) cannot see them. The old scheduled runs gave every
 * creator of a run the same payout id, so all but one of those payouts stayed `processing` for ever,
 * holding their creators' one-payout lock. This puts every payout still `processing` into the index,
 * dated when it was created: the next sweep retries it with its own transfer key and, when Stripe refuses
 * that key for good, ends it failed, returns its entries and releases the lock.
 *
 * Local-only and one-off: a Scan of the local table (never on a request path), once per data folder —
 * a marker item records that it ran.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PayoutItem } from '../../functions/shared/data/entities/payout';

const MARKER = { pk: 'LOCAL#UPGRADES', sk: 'open-payouts-index' };

export const upgradeOpenPayouts = async (client: DynamoDBClient, tableName: string): Promise<number> => {
  const doc = DynamoDBDocumentClient.from(client);
  // Imported here, not at the top: the entity module loads the shared DynamoDB client, which reads its
  // endpoint when loaded — the local cloud sets that only after this module is imported.
  const { openPayoutIndex } = await import('../../functions/shared/data/entities/payout');
  const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: MARKER }));
  if (Item) return 0;
  let indexed = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#type = :payout AND #status = :processing AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: { ':payout': 'payout', ':processing': 'processing' },
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    for (const payout of (page.Items ?? []) as PayoutItem[]) {
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
      indexed++;
    }
    after = page.LastEvaluatedKey;
  } while (after);
  await doc.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...MARKER, type: 'local-upgrade', ran_at: new Date().toISOString(), indexed },
    }),
  );
  return indexed;
};
