/**
 * Users keep `.local/` data between versions: a table created before the marketByCategory index
 * existed gets it from ensureTable (UpdateTable), filled from the items already there, so Explore's
 * category filter finds products written before the upgrade.
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ensureTable } from '../../infra/local/dynamodb-local';
import { tableDefinition } from '../../infra/table-definition';
import { outputs } from '../support/cloud';

describe('ensureTable on a table from before marketByCategory', () => {
  it('adds the missing index, and it holds the products already in the table', async () => {
    const tableName = `upgrade-${randomUUID().slice(0, 8)}`;
    const client = new DynamoDBClient({
      endpoint: outputs().DynamoDbEndpoint,
      region: outputs().Region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const doc = DynamoDBDocumentClient.from(client);
    // The table as an older version created it: gsi1 and gsi2 only.
    const older = tableDefinition.globalSecondaryIndexes.filter(
      (index) => index.indexName !== 'marketByCategory',
    );
    expect(older).toHaveLength(tableDefinition.globalSecondaryIndexes.length - 1);
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          'pk',
          'sk',
          ...older.flatMap((index) => [index.partitionKey, index.sortKey]),
        ].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: older.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
            { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
          ],
          Projection: { ProjectionType: 'ALL' as const },
        })),
      }),
    );
    const product = {
      pk: 'BRAND#br_old',
      sk: 'PRODUCT#pr_old',
      type: 'product',
      id: 'pr_old',
      category: 'toys',
      gsi2pk: 'MARKET',
      gsi2sk: '2024-01-01T00:00:00.000Z#pr_old',
    };
    await doc.send(new PutCommand({ TableName: tableName, Item: product }));
    // A paused product (no gsi2sk) stays out of the index.
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: { pk: 'BRAND#br_old', sk: 'PRODUCT#pr_paused', type: 'product', category: 'toys' },
      }),
    );

    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
    // Usable as soon as ensureTable returns (it waits for the index to be ACTIVE).
    const { Items: found = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'marketByCategory',
        KeyConditionExpression: 'category = :category',
        ExpressionAttributeValues: { ':category': 'toys' },
      }),
    );
    expect(found.map((item) => item.id)).toEqual(['pr_old']);
    // Running it again changes nothing.
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
  });
});
