/**
 * The local stand-in for Lambda's DynamoDB stream event sources: polls DynamoDB Local's stream, applies
 * each consumer's filter pattern (Lambda filter criteria share EventBridge's pattern syntax, so the same
 * matcher is used), gathers batches by size and window, and invokes the consumer module with real
 * DynamoDB stream event records. A failing batch is retried as a whole, then written to the local
 * dead-letter file, like the on-failure queue in AWS. Each consumer's batches run on their own chain.
 */
import { appendFileSync } from 'node:fs';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { type StreamConsumerDefinition, streamConsumers } from '../../events/stream-consumers';
import { invokeHandler } from './lambda-runtime';
import { assertValidEventPattern, testEventPattern } from './pattern-matcher';

export interface StreamPoller {
  stop: () => Promise<void>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The SDK's record → the shape Lambda hands a handler (creation time in epoch seconds). */
const toLambdaRecord = (record: StreamRecord, streamArn: string, region: string): DynamoDBRecord =>
  ({
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
        ? Math.floor(new Date(record.dynamodb.ApproximateCreationDateTime).getTime() / 1000)
        : undefined,
    },
  }) as DynamoDBRecord;

export const startStreamPoller = async (options: {
  endpoint: string;
  tableName: string;
  region: string;
  deadLetterFile: string;
  log: (message: string) => void;
  consumers?: readonly StreamConsumerDefinition[];
  pollIntervalMs?: number;
  /** Local batching window cap, so totals move quickly on one machine. */
  maxWindowMs?: number;
}): Promise<StreamPoller> => {
  const consumers = options.consumers ?? streamConsumers;
  for (const consumer of consumers) assertValidEventPattern(consumer.filterPattern);
  const dynamo = new DynamoDBClient({ endpoint: options.endpoint, region: options.region, credentials });
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
  });
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);

  const iterators = new Map<string, string>();
  const known = new Set<string>();
  const buffers = consumers.map(() => ({ records: [] as DynamoDBRecord[], since: 0 }));
  let running = true;
  let firstDiscovery = true;

  const discoverShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || known.has(shard.ShardId)) continue;
      known.add(shard.ShardId);
      // Shards open at start-up begin at LATEST (earlier changes were handled by earlier runs);
      // shards that appear later are read from their start.
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType:
            firstDiscovery && !shard.SequenceNumberRange?.EndingSequenceNumber ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      if (ShardIterator) iterators.set(shard.ShardId, ShardIterator);
    }
    firstDiscovery = false;
  };

  const invoke = async (consumer: StreamConsumerDefinition, records: DynamoDBRecord[]) => {
    const delays = [200, 1_000, 3_000];
    for (let attempt = 0; ; attempt++) {
      try {
        await invokeHandler(consumer.consumer, { Records: records });
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          options.log(`✗ stream consumer ${consumer.name} failed; batch written to the dead-letter file`);
          appendFileSync(
            options.deadLetterFile,
            `${JSON.stringify({ streamConsumer: consumer.name, error: String(error), records, at: new Date().toISOString() })}\n`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  // Each consumer delivers its batches in order on its own chain, as each event source mapping does in
  // AWS: one consumer's retries (the outbox publisher during a bus outage) never hold up another's.
  const draining = consumers.map(() => undefined as Promise<void> | undefined);
  const drain = async (index: number) => {
    const consumer = consumers[index];
    const buffer = buffers[index];
    if (!consumer || !buffer) return;
    while (buffer.records.length > 0) {
      await invoke(consumer, buffer.records.splice(0, consumer.batchSize));
    }
  };

  const flush = async (force: boolean) => {
    for (const [index, consumer] of consumers.entries()) {
      const buffer = buffers[index];
      if (!buffer || buffer.records.length === 0 || draining[index]) continue;
      const window = Math.min(consumer.maxBatchingWindowSeconds * 1000, options.maxWindowMs ?? 300);
      if (!force && buffer.records.length < consumer.batchSize && Date.now() - buffer.since < window)
        continue;
      draining[index] = drain(index).finally(() => {
        draining[index] = undefined;
      });
    }
    if (force) {
      while (draining.some(Boolean)) await Promise.allSettled(draining);
    }
  };

  const pollOnce = async () => {
    for (const [shardId, iterator] of [...iterators]) {
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }),
      );
      if (NextShardIterator) iterators.set(shardId, NextShardIterator);
      else iterators.delete(shardId);
      for (const record of Records) {
        const lambdaRecord = toLambdaRecord(record, streamArn, options.region);
        for (const [index, consumer] of consumers.entries()) {
          const buffer = buffers[index];
          if (!buffer || !testEventPattern(consumer.filterPattern, lambdaRecord)) continue;
          if (buffer.records.length === 0) buffer.since = Date.now();
          buffer.records.push(lambdaRecord);
        }
      }
    }
    await flush(false);
  };

  await discoverShards();
  let tick = 0;
  const loop = (async () => {
    while (running) {
      try {
        if (++tick % 20 === 0) await discoverShards();
        await pollOnce();
      } catch (error) {
        options.log(`! stream poller: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs ?? 100));
    }
    await flush(true).catch(() => undefined);
  })();

  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
};
