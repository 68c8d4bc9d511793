/**
 * The shape every local item upgrade shares (upgrade-ledger-entries.ts, upgrade-sample-store.ts,
 * upgrade-open-payouts.ts): once per data folder — a marker item records that it ran — a Scan of the
 * local table (never on a request path) for the items an older version left behind, each brought to
 * today's shape by the upgrade's own write. Returns how many items it upgraded (0 when it ran before).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';

export const upgradeOnce = async <T extends Record<string, unknown>>(input: {
  client: DynamoDBClient;
  tableName: string;
  /** The marker's name (its sort key under LOCAL#UPGRADES). */
  marker: string;
  /** Which items need the upgrade. */
  filter: Pick<
    ScanCommandInput,
    'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >;
  /**
   * Returns the per-item write. Called only when the upgrade has not run yet, so it can import entity
   * modules then: they load the shared DynamoDB client, which reads its endpoint when loaded — the local
   * cloud sets that only after the upgrade modules are imported.
   */
  prepare: () => Promise<(doc: DynamoDBDocumentClient, item: T) => Promise<void>>;
}): Promise<number> => {
  const { client, tableName } = input;
  const doc = DynamoDBDocumentClient.from(client);
  const marker = { pk: 'LOCAL#UPGRADES', sk: input.marker };
  const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: marker }));
  if (Item) return 0;
  const upgrade = await input.prepare();
  let upgraded = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: tableName,
        ...input.filter,
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    for (const item of (page.Items ?? []) as T[]) {
      await upgrade(doc, item);
      upgraded++;
    }
    after = page.LastEvaluatedKey;
  } while (after);
  await doc.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...marker, type: 'local-upgrade', ran_at: new Date().toISOString(), upgraded },
    }),
  );
  return upgraded;
};
