/**
 * DynamoDB Local keeps every write it acknowledged when its JVM is SIGKILLed (issue 31). The engine
 * answered a TransactWriteItems before its COMMIT had run (SQLiteDBAccess.commitTransaction queues the
 * COMMIT and returns), so a kill lost the last acknowledged transaction of every kill — measured 5 of 920
 * over 5 kills; the launcher (infra/local/DynamoDbLocalOnHost.java) now makes the engine commit first.
 * Here the engine runs alone (no app), on a throw-away folder: bursts of transactions, each cut by a
 * SIGKILL of the Java process right after an acknowledgement, a restart on the same folder, and every
 * acknowledged transaction read back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  BatchGetItemCommand,
  CreateTableCommand,
  DynamoDBClient,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../infra/local/dynamodb-local';

const KILLS = 3;
/** Transactions acknowledged in a burst before the kill (the kill follows one of them at once). */
const ACKED_BEFORE_KILL = 40;
const CONCURRENCY = 8;
const TABLE = 'commit-check';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-ddb-commit-'));
let engine: DynamoDbLocal | undefined;

afterAll(async () => {
  engine?.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const clientOf = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // One attempt: a request the kill cut is simply not acknowledged.
    maxAttempts: 1,
  });

/** Which of the ids are in the table (strongly consistent). */
const present = async (client: DynamoDBClient, ids: string[]): Promise<Set<string>> => {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 100) {
    const { Responses } = await client.send(
      new BatchGetItemCommand({
        RequestItems: {
          [TABLE]: {
            Keys: ids.slice(start, start + 100).map((id) => ({ pk: { S: id } })),
            ConsistentRead: true,
          },
        },
      }),
    );
    for (const item of Responses?.[TABLE] ?? []) found.add(item.pk?.S as string);
  }
  return found;
};

describe('DynamoDB Local killed outright', () => {
  it('keeps every transaction it acknowledged', async () => {
    const port = await freePort();
    engine = await startDynamoDbLocal({ port, dataDir });
    let client = clientOf(engine.endpoint);
    await client.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    const lost: string[] = [];
    let acknowledged = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const victim = engine;
      const acked: string[] = [];
      let killed = false;
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (!killed) {
            const id = `k${kill}-${next++}`;
            try {
              // Two items, as the webhook's receipt and its outbox event are written together.
              await client.send(
                new TransactWriteItemsCommand({
                  TransactItems: [
                    {
                      Put: {
                        TableName: TABLE,
                        Item: { pk: { S: id }, body: { S: 'x'.repeat(400) } },
                        ConditionExpression: 'attribute_not_exists(pk)',
                      },
                    },
                    {
                      Put: {
                        TableName: TABLE,
                        Item: { pk: { S: `${id}#event` }, body: { S: 'y'.repeat(400) } },
                      },
                    },
                  ],
                }),
              );
            } catch {
              if (killed) return;
              continue;
            }
            acked.push(id);
            if (!killed && acked.length >= ACKED_BEFORE_KILL) {
              killed = true;
              victim.process.kill('SIGKILL');
            }
          }
        }),
      );
      await new Promise((resolve) =>
        victim.process.exitCode !== null || victim.process.signalCode !== null
          ? resolve(undefined)
          : victim.process.once('exit', resolve),
      );
      engine = await startDynamoDbLocal({ port, dataDir });
      client = clientOf(engine.endpoint);
      const found = await present(client, [...acked, ...acked.map((id) => `${id}#event`)]);
      lost.push(...[...acked, ...acked.map((id) => `${id}#event`)].filter((id) => !found.has(id)));
      acknowledged += acked.length;
    }
    expect(acknowledged).toBeGreaterThanOrEqual(KILLS * ACKED_BEFORE_KILL);
    expect(lost, `of ${acknowledged} acknowledged transactions`).toEqual([]);
  }, 300_000);
});
