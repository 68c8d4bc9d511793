/**
 * Brings products saved by an older version into the Sample Store index, so `.local/` data survives the
 * upgrade: the store lists products through a sparse index entry (`SAMPLESTORE`, by credits) that the
 * product settings write sets since sample credits exist; a product whose sample was offered before
 * has none. Local-only and one-off (a Scan of the local table, never on a request path), once per data
 * folder — a marker item records that it ran. No deployed table holds such products.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

const MARKER = { pk: 'LOCAL#UPGRADES', sk: 'sample-store-index' };

export const upgradeSampleStore = async (client: DynamoDBClient, tableName: string): Promise<number> => {
  const doc = DynamoDBDocumentClient.from(client);
  const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: MARKER }));
  if (Item) return 0;
  // Imported here: the entity modules load the shared DynamoDB client, which reads its endpoint when loaded.
  const { sampleStoreSortKey } = await import('../../functions/shared/data/entities/sample-store');
  const { indexKeys } = await import('../../functions/shared/data/keys');
  let listed = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression:
          '#type = :product AND sample_available = :yes AND sample_credits > :zero AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':product': 'product', ':yes': true, ':zero': 0 },
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    for (const product of page.Items ?? []) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: product.pk, sk: product.sk },
          UpdateExpression: 'SET gsi1pk = :store, gsi1sk = :sort',
          ConditionExpression: 'attribute_not_exists(gsi1pk) AND sample_credits = :credits',
          ExpressionAttributeValues: {
            ':store': indexKeys.sampleStore,
            ':sort': sampleStoreSortKey(Number(product.sample_credits), String(product.id)),
            ':credits': product.sample_credits,
          },
        }),
      );
      listed++;
    }
    after = page.LastEvaluatedKey;
  } while (after);
  await doc.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...MARKER, type: 'local-upgrade', ran_at: new Date().toISOString(), listed },
    }),
  );
  return listed;
};
