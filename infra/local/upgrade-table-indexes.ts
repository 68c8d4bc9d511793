/**
 * Brings the indexes of an existing local table to the table definition, so `.local/` data survives
 * upgrades of the code: indexes added since the table was created are created (DynamoDB fills them from
 * the items already there), then indexes the definition no longer has are deleted. An index renamed in
 * the definition (gsi1 → byOwner, gsi2 → directory) is both: the new one is created on the same key
 * attributes, the old one dropped.
 *
 * One index change per UpdateTable, each waited for, in the order a deployed table has to follow too
 * (docs/architecture.md, "Renaming an index of a deployed table"): DynamoDB accepts one GSI creation or
 * deletion per update, and creating before deleting means no moment without the index readers need.
 */
import {
  DescribeTableCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndexDescription,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../table-definition';

type IndexDefinition = (typeof tableDefinition.globalSecondaryIndexes)[number];

/** The CreateTable / UpdateTable shape of an index of the definition (all attributes projected). */
export const gsiSpec = (index: IndexDefinition) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const WAIT_MS = 120_000;

const describeIndexes = async (client: DynamoDBClient, tableName: string) => {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return Table?.GlobalSecondaryIndexes ?? [];
};

/** Polls DescribeTable until `done` holds for the table's indexes. */
const waitFor = async (
  client: DynamoDBClient,
  tableName: string,
  what: string,
  done: (indexes: GlobalSecondaryIndexDescription[]) => boolean,
) => {
  const deadline = Date.now() + WAIT_MS;
  while (!done(await describeIndexes(client, tableName))) {
    if (Date.now() > deadline) throw new Error(`${what} did not finish within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const upgradeTableIndexes = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  const present = new Set((await describeIndexes(client, tableName)).map((index) => index.IndexName));
  const wanted = new Set<string>(tableDefinition.globalSecondaryIndexes.map((index) => index.indexName));

  for (const index of tableDefinition.globalSecondaryIndexes) {
    if (present.has(index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [{ Create: gsiSpec(index) }],
      }),
    );
    // A new index is CREATING (filled from the items already there) for a moment, and Queries on it
    // fail until it is ACTIVE: start serving requests only once it is.
    await waitFor(client, tableName, `Creating index ${index.indexName}`, (indexes) =>
      indexes.some((found) => found.IndexName === index.indexName && found.IndexStatus === 'ACTIVE'),
    );
  }

  for (const name of present) {
    if (!name || wanted.has(name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: name } }],
      }),
    );
    await waitFor(client, tableName, `Deleting index ${name}`, (indexes) =>
      indexes.every((found) => found.IndexName !== name),
    );
  }
};
