/**
 * A kept `.local/` table made by another version of the code (other indexes) is refused with the reset
 * command, not upgraded (infra/local/data-format.ts); a table as the definition describes it is used as it
 * is. Against the cloud's DynamoDB Local, on tables of its own.
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { expect, it } from 'vitest';
import { ensureTable } from '../../infra/local/dynamodb-local';
import { tableDefinition } from '../../infra/table-definition';
import { outputs } from '../support/cloud';
import { localOnly } from '../support/local-only';

const dynamo = () =>
  new DynamoDBClient({
    endpoint: outputs().DynamoDbEndpoint,
    region: outputs().Region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** A table as an older version created it: the definition's indexes but the last. */
const createOlderTable = async (tableName: string) => {
  const indexes = tableDefinition.globalSecondaryIndexes.slice(0, -1);
  const attributes = new Set([
    'pk',
    'sk',
    ...indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]);
  await dynamo().send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
};

localOnly("creates tables in the local cloud's DynamoDB Local").describe(
  'ensureTable on a kept table',
  () => {
    it('refuses a table with other indexes than the definition, with the reset command', async () => {
      const tableName = `older-${randomUUID().slice(0, 8)}`;
      await createOlderTable(tableName);
      const missing = tableDefinition.globalSecondaryIndexes.at(-1)?.indexName ?? '';
      const refusal = ensureTable(outputs().DynamoDbEndpoint, tableName, '/somewhere/.local');
      await expect(refusal).rejects.toThrow(/The local data folder \/somewhere\/.local holds table older-/);
      await expect(ensureTable(outputs().DynamoDbEndpoint, tableName)).rejects.toThrow(
        new RegExp(`not the definition's .*${missing}\\(.*Run \`npm run start:reset\``),
      );
    });

    it('creates a new table, and uses it as it is when it is kept', async () => {
      const tableName = `current-${randomUUID().slice(0, 8)}`;
      await ensureTable(outputs().DynamoDbEndpoint, tableName);
      await expect(ensureTable(outputs().DynamoDbEndpoint, tableName)).resolves.toBeUndefined();
    });
  },
);
