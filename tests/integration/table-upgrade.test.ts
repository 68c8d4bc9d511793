/**
 * Users keep `.local/` data between versions: ensureTable brings a table created by an older version of
 * the code to the table definition, and the items already in it are found through the new indexes.
 * - A table from before marketByCategory gets that index (UpdateTable), filled from the products there.
 * - A table from before the indexes were named for their access pattern (gsi1, gsi2) gets byOwner and
 *   directory on the same key attributes, filled from the items there, and loses gsi1 and gsi2.
 * Running it again on an up-to-date table changes nothing (no UpdateTable at all).
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { ensureTable } from '../../infra/local/dynamodb-local';
import { upgradeTableIndexes } from '../../infra/local/upgrade-table-indexes';
import { tableDefinition } from '../../infra/table-definition';
import { outputs } from '../support/cloud';
import { localOnlyFile } from '../support/local-only';

const { describe, it } = localOnlyFile("tests the local cloud's table upgrades on tables of its own");

interface OlderIndex {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** The indexes the previous version defined: generic names on the attributes the new ones still use. */
const beforeRename: readonly OlderIndex[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'marketByCategory', partitionKey: 'category', sortKey: 'gsi2sk' },
];

const client = () => {
  const dynamo = new DynamoDBClient({
    endpoint: outputs().DynamoDbEndpoint,
    region: outputs().Region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { dynamo, doc: DynamoDBDocumentClient.from(dynamo) };
};

/** A table as an older version of ensureTable created it, with exactly these indexes. */
const createOlderTable = async (dynamo: DynamoDBClient, indexes: readonly OlderIndex[]) => {
  const tableName = `upgrade-${randomUUID().slice(0, 8)}`;
  const attributes = new Set([
    'pk',
    'sk',
    ...indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]);
  await dynamo.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({
        AttributeName: name,
        AttributeType: 'S' as const,
      })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
          { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'ALL' as const },
      })),
    }),
  );
  return tableName;
};

const indexNames = async (dynamo: DynamoDBClient, tableName: string) => {
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  return (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort();
};

const definedIndexNames = () => tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort();

/** The commands a run of upgradeTableIndexes sends: none but DescribeTable when nothing is to change. */
const commandsOfUpgrade = async (dynamo: DynamoDBClient, tableName: string) => {
  const sent: string[] = [];
  const counting = new DynamoDBClient({
    endpoint: outputs().DynamoDbEndpoint,
    region: outputs().Region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  counting.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommandNames' },
  );
  await upgradeTableIndexes(counting, tableName);
  expect(await indexNames(dynamo, tableName)).toEqual(definedIndexNames());
  return [...new Set(sent)];
};

describe('ensureTable on a table from before marketByCategory', () => {
  it('adds the missing index, and it holds the products already in the table', async () => {
    const { dynamo, doc } = client();
    const older = tableDefinition.globalSecondaryIndexes.filter(
      (index) => index.indexName !== 'marketByCategory',
    );
    expect(older).toHaveLength(tableDefinition.globalSecondaryIndexes.length - 1);
    const tableName = await createOlderTable(dynamo, older);
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
    expect(await indexNames(dynamo, tableName)).toEqual(definedIndexNames());
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
    expect(await commandsOfUpgrade(dynamo, tableName)).toEqual(['DescribeTableCommand']);
  });
});

describe('ensureTable on a table from before the indexes were named for their access pattern', () => {
  it('creates byOwner and directory, filled from the items there, and drops gsi1 and gsi2', async () => {
    const { dynamo, doc } = client();
    // The renamed indexes keep the old key attributes: that is what lets DynamoDB fill them itself.
    for (const index of tableDefinition.globalSecondaryIndexes) {
      const older = beforeRename.find((candidate) => candidate.partitionKey === index.partitionKey);
      expect(older?.sortKey, index.indexName).toBe(index.sortKey);
    }
    const tableName = await createOlderTable(dynamo, beforeRename);
    // Items written by the previous version: an application a brand lists (gsi1) and a product in
    // Explore (gsi2).
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          pk: 'CREATOR#cr_old',
          sk: 'APP#pr_old',
          type: 'application',
          id: 'app_old',
          gsi1pk: 'BRAND#br_old#APPS',
          gsi1sk: 'pending#2024-01-01T00:00:00.000Z',
        },
      }),
    );
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          pk: 'BRAND#br_old',
          sk: 'PRODUCT#pr_old',
          type: 'product',
          id: 'pr_old',
          category: 'toys',
          gsi2pk: 'MARKET',
          gsi2sk: '2024-01-01T00:00:00.000Z#pr_old',
        },
      }),
    );

    await ensureTable(outputs().DynamoDbEndpoint, tableName);

    // Only the definition's indexes remain: the old names are gone.
    expect(await indexNames(dynamo, tableName)).toEqual(definedIndexNames());
    expect(await indexNames(dynamo, tableName)).not.toContain('gsi1');
    expect(await indexNames(dynamo, tableName)).not.toContain('gsi2');
    const { Items: applications = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'byOwner',
        KeyConditionExpression: 'gsi1pk = :brand AND begins_with(gsi1sk, :status)',
        ExpressionAttributeValues: { ':brand': 'BRAND#br_old#APPS', ':status': 'pending#' },
      }),
    );
    expect(applications.map((item) => item.id)).toEqual(['app_old']);
    const { Items: market = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'directory',
        KeyConditionExpression: 'gsi2pk = :market',
        ExpressionAttributeValues: { ':market': 'MARKET' },
      }),
    );
    expect(market.map((item) => item.id)).toEqual(['pr_old']);
    // An old name is no longer queryable.
    await expect(
      doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :brand',
          ExpressionAttributeValues: { ':brand': 'BRAND#br_old#APPS' },
        }),
      ),
    ).rejects.toThrow();

    // A second run is a no-op: it only looks.
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    expect(await commandsOfUpgrade(dynamo, tableName)).toEqual(['DescribeTableCommand']);
  });
});

describe('ledger entries from before payouts', () => {
  it('an available entry without an index goes back to pending in the hold index, with its totals; once', async () => {
    const { upgradeLedgerEntries } = await import('../../infra/local/upgrade-ledger-entries');
    const { dynamo, doc } = client();
    const tableName = `upgrade-ledger-${randomUUID().slice(0, 8)}`;
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    const creatorId = `cr_${randomUUID()}`;
    const entrySk = `COMM#2026-10-01T10:00:00.000Z#1001#1`;
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          pk: `CREATOR#${creatorId}`,
          sk: entrySk,
          type: 'commission',
          entry_sk: entrySk,
          creator_id: creatorId,
          status: 'available',
          commission_cents: 1_234,
          hold_until: '2026-10-08T10:00:00.000Z',
        },
      }),
    );
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: { pk: `CREATOR#${creatorId}`, sk: 'STATS', commission_available_cents: 1_234 },
      }),
    );
    expect(await upgradeLedgerEntries(dynamo, tableName)).toBe(1);
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `CREATOR#${creatorId}` },
      }),
    );
    const entry = Items.find((item) => item.sk === entrySk);
    expect(entry).toMatchObject({
      status: 'pending',
      gsi1sk: `2026-10-08T10:00:00.000Z#${creatorId}#${entrySk}`,
    });
    expect(entry?.gsi1pk).toMatch(/^COMM#PENDING#\d$/);
    expect(Items.find((item) => item.sk === 'STATS')).toMatchObject({
      commission_available_cents: 0,
      commission_pending_cents: 1_234,
    });
    // Once per data folder: a second start changes nothing.
    expect(await upgradeLedgerEntries(dynamo, tableName)).toBe(0);
  });
});

describe('products from before the Sample Store', () => {
  it('a product offering a sample gets its store entry, once; one without stays out', async () => {
    const { upgradeSampleStore } = await import('../../infra/local/upgrade-sample-store');
    const { dynamo, doc } = client();
    const tableName = `upgrade-samples-${randomUUID().slice(0, 8)}`;
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    const brandId = `br_${randomUUID()}`;
    const product = (id: string, available: boolean, credits: number) =>
      doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            pk: `BRAND#${brandId}`,
            sk: `PRODUCT#${id}`,
            type: 'product',
            id,
            brand_id: brandId,
            sample_available: available,
            sample_credits: credits,
          },
        }),
      );
    await product('pr_offered', true, 40);
    await product('pr_free', true, 0);
    await product('pr_off', false, 25);
    expect(await upgradeSampleStore(dynamo, tableName)).toBe(1);
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'byOwner',
        KeyConditionExpression: 'gsi1pk = :store',
        ExpressionAttributeValues: { ':store': 'SAMPLESTORE' },
      }),
    );
    expect(Items.map((item) => item.id)).toEqual(['pr_offered']);
    expect(Items[0]?.gsi1sk).toBe('0000000040#pr_offered');
    expect(await upgradeSampleStore(dynamo, tableName)).toBe(0);
  });
});

describe('sample orders from before My Samples (issue 21)', () => {
  it("an older order gets its entry in the creator's index, once", async () => {
    const { upgradeSampleOrders } = await import('../../infra/local/upgrade-sample-orders');
    const { dynamo, doc } = client();
    const tableName = `upgrade-sorders-${randomUUID().slice(0, 8)}`;
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    const creatorId = randomUUID();
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          pk: `BRAND#br_${randomUUID()}`,
          sk: 'SORDER#so_01OLD',
          type: 'sample-order',
          id: 'so_01OLD',
          creator_id: creatorId,
          status: 'pending',
        },
      }),
    );
    expect(await upgradeSampleOrders(dynamo, tableName)).toBe(1);
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'byOwner',
        KeyConditionExpression: 'gsi1pk = :mine',
        ExpressionAttributeValues: { ':mine': `CREATOR#${creatorId}#SAMPLES` },
      }),
    );
    expect(Items.map((item) => [item.id, item.gsi1sk])).toEqual([['so_01OLD', 'so_01OLD']]);
    expect(await upgradeSampleOrders(dynamo, tableName)).toBe(0);
  });
});

describe('products from before their id pointer', () => {
  it('every product gets its pointer (id → brand), once', async () => {
    const { upgradeProductPointers } = await import('../../infra/local/upgrade-product-pointers');
    const { dynamo, doc } = client();
    const tableName = `upgrade-pointers-${randomUUID().slice(0, 8)}`;
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    const brandId = `br_${randomUUID()}`;
    for (const id of ['pr_a', 'pr_b'])
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: `BRAND#${brandId}`, sk: `PRODUCT#${id}`, type: 'product', id, brand_id: brandId },
        }),
      );
    expect(await upgradeProductPointers(dynamo, tableName)).toBe(2);
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'PRODUCT#pr_a' },
      }),
    );
    expect(Items).toEqual([
      expect.objectContaining({ sk: 'PRODUCT', type: 'product-pointer', brand_id: brandId }),
    ]);
    expect(await upgradeProductPointers(dynamo, tableName)).toBe(0);
  });
});

describe('payouts stuck by the shared run id', () => {
  it('a processing payout without the open-payouts index joins it (dated when created), so the sweep ends it; once', async () => {
    const { upgradeOpenPayouts } = await import('../../infra/local/upgrade-open-payouts');
    const { dynamo, doc } = client();
    const tableName = `upgrade-payouts-${randomUUID().slice(0, 8)}`;
    await ensureTable(outputs().DynamoDbEndpoint, tableName);
    const creatorId = `cr_${randomUUID()}`;
    const payout = (id: string, status: string) =>
      doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            pk: `CREATOR#${creatorId}`,
            sk: `PAYOUT#${id}`,
            type: 'payout',
            payout_id: id,
            creator_id: creatorId,
            status,
            trigger: 'scheduled',
            created_at: '2026-11-01T06:00:00.000Z',
            expected_cents: 5_000,
          },
        }),
      );
    await payout('PO-20261101060000-RUN', 'processing');
    await payout('PO-20261001060000-RUN', 'paid');
    expect(await upgradeOpenPayouts(dynamo, tableName)).toBe(1);
    const { Items: stored = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `CREATOR#${creatorId}` },
      }),
    );
    const stuck = stored.find((item) => item.payout_id === 'PO-20261101060000-RUN');
    expect(stuck?.gsi1pk).toMatch(/^PAYOUT#OPEN#\d$/);
    expect(stuck?.gsi1sk).toBe(`2026-11-01T06:00:00.000Z#${creatorId}#PO-20261101060000-RUN`);
    expect(stored.find((item) => item.payout_id === 'PO-20261001060000-RUN')?.gsi1pk).toBeUndefined();
    expect(await upgradeOpenPayouts(dynamo, tableName)).toBe(0);
  });
});
