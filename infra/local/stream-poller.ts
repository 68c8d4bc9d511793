/**
 * The local stand-in for Lambda's DynamoDB stream event sources: polls DynamoDB Local's stream, applies
 * each consumer's filter pattern (Lambda filter criteria share EventBridge's pattern syntax, so the bus's
 * matcher is used), gathers batches by size and window, and invokes the consumer module with real
 * DynamoDB stream event records. A consumer may answer `batchItemFailures` (reportBatchItemFailures, as
 * the CDK stack sets): the batch is then retried from its first failed record, as Lambda does; a thrown
 * error retries it whole. After the retries, what is left is written to the local dead-letter file, like
 * the on-failure queue in AWS. Each consumer's batches run on their own chain.
 *
 * Like an event source mapping, it keeps its place: the position (per shard, the last record every
 * consumer has finished) is saved to `positionFile`, and a restart resumes right after it — a record
 * written just before a crash (a new outbox item, a click) is still handed to its consumers.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { type StreamConsumerDefinition, streamConsumers } from '../../events/stream-consumers';
import { invokeHandler, onInvoked } from './lambda-runtime';
import { assertValidEventPattern, testEventPattern } from './pattern-matcher';
import { getStreamRecords, toLambdaRecord } from './stream-records';

export interface StreamPoller {
  stop: () => Promise<void>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The saved position: the stream it belongs to and, per shard, the last sequence number finished. */
interface StreamPosition {
  streamArn: string;
  shards: Record<string, string>;
}

const readPosition = (file: string, streamArn: string): StreamPosition | undefined => {
  if (!existsSync(file)) return undefined;
  try {
    const position = JSON.parse(readFileSync(file, 'utf8')) as StreamPosition;
    // Another stream (the table was recreated): its positions mean nothing here.
    return position.streamArn === streamArn ? position : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where a consumer's answer says to resume (Lambda's partial batch response): the index of the first
 * failed record, or undefined when every record succeeded. An identifier that names no record of the
 * batch fails the whole batch, as in Lambda.
 */
export const firstFailedIndex = (
  response: unknown,
  records: readonly DynamoDBRecord[],
): number | undefined => {
  const failures = (response as { batchItemFailures?: unknown } | null | undefined)?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return undefined;
  let first = records.length;
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    const index = records.findIndex((record) => id && record.dynamodb?.SequenceNumber === id);
    if (index < 0) return 0;
    first = Math.min(first, index);
  }
  return first;
};

/**
 * One batch's delivery with retries: a thrown error retries the whole rest, a partial batch response
 * retries from its first failed record (the records before it are done). Answers what is left unhandled
 * after the last retry (empty when all were handled), with the last error.
 */
export const deliverBatch = async (
  records: readonly DynamoDBRecord[],
  invoke: (records: DynamoDBRecord[]) => Promise<unknown>,
  delaysMs: readonly number[] = [200, 1_000, 3_000],
): Promise<{ unhandled: DynamoDBRecord[]; error?: string }> => {
  let rest = [...records];
  for (let attempt = 0; ; attempt++) {
    let error: string;
    try {
      const failedAt = firstFailedIndex(await invoke(rest), rest);
      if (failedAt === undefined) return { unhandled: [] };
      rest = rest.slice(failedAt);
      error = `${rest.length} of the batch's records reported failed from ${rest[0]?.dynamodb?.SequenceNumber}`;
    } catch (thrown) {
      error = String(thrown);
    }
    const delay = delaysMs[attempt];
    if (delay === undefined) return { unhandled: rest, error };
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
};

/** A polled record, finished once every consumer it matched has handled it (or dead-lettered it). */
interface Pending {
  sequenceNumber: string;
  remaining: number;
}

export const startStreamPoller = async (options: {
  endpoint: string;
  tableName: string;
  region: string;
  deadLetterFile: string;
  /** Where the position is kept between runs (a file under the data folder). */
  positionFile: string;
  log: (message: string) => void;
  consumers?: readonly StreamConsumerDefinition[];
  pollIntervalMs?: number;
  /**
   * The longest wait between polls while nothing happens (no records, nothing buffered, no function
   * invoked): the wait doubles from `pollIntervalMs` up to this. Any invocation's end wakes the poller at
   * once, so an API request's or a consumer's writes are read without waiting; a write from outside
   * the cloud's functions (a script, another process) is read within this.
   */
  idlePollMs?: number;
  /**
   * Local batching window cap, so totals move quickly on one machine: a batch waits at most this long
   * once its records stop arriving. While they keep arriving (a flood of clicks), it is gathered as in
   * AWS, up to the consumer's batch size or its own window.
   */
  maxWindowMs?: number;
}): Promise<StreamPoller> => {
  const consumers = options.consumers ?? streamConsumers;
  for (const consumer of consumers) assertValidEventPattern(consumer.filterPattern);
  const matches = (record: DynamoDBRecord) =>
    consumers.map((consumer) => testEventPattern(consumer.filterPattern, record));
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
  const buffers = consumers.map(() => ({
    /** Each with the time it was polled: a batch's window runs from its oldest record. */
    records: [] as { record: DynamoDBRecord; pending: Pending; shardId: string; at: number }[],
    /** Whether the last poll brought this consumer records (they are still arriving). */
    arriving: false,
  }));
  let running = true;
  let firstDiscovery = true;

  // Without a saved position (a data folder from before positions were kept), open shards start at
  // LATEST as before; with one, every shard resumes after its last finished record.
  const saved = readPosition(options.positionFile, streamArn);
  const position: StreamPosition = { streamArn, shards: { ...saved?.shards } };
  /** Per shard, the polled records not yet finished, in stream order. */
  const unfinished = new Map<string, Pending[]>();
  const savePosition = () => {
    const temp = `${options.positionFile}.tmp`;
    writeFileSync(temp, `${JSON.stringify(position)}\n`);
    renameSync(temp, options.positionFile);
  };
  /** Moves the shard's position over its leading finished records. */
  const advance = (shardId: string) => {
    const queue = unfinished.get(shardId);
    let moved = false;
    while (queue?.[0] && queue[0].remaining === 0) {
      position.shards[shardId] = queue[0].sequenceNumber;
      queue.shift();
      moved = true;
    }
    if (moved) savePosition();
  };

  const discoverShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || known.has(shard.ShardId)) continue;
      known.add(shard.ShardId);
      const after = position.shards[shard.ShardId];
      // A shard with a saved position resumes after it. Without one: with a saved position for the
      // stream, the shard is new since (read from its start); with none at all (a data folder from
      // before positions), shards open at start-up begin at LATEST and later ones at their start.
      const { ShardIterator } = await streams
        .send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shard.ShardId,
            ...(after
              ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
              : {
                  ShardIteratorType:
                    firstDiscovery && !saved && !shard.SequenceNumberRange?.EndingSequenceNumber
                      ? 'LATEST'
                      : 'TRIM_HORIZON',
                }),
          }),
        )
        // The saved record was trimmed (older than the stream's retention): from the shard's start.
        .catch(() =>
          streams.send(
            new GetShardIteratorCommand({
              StreamArn: streamArn,
              ShardId: shard.ShardId,
              ShardIteratorType: 'TRIM_HORIZON',
            }),
          ),
        );
      if (ShardIterator) iterators.set(shard.ShardId, ShardIterator);
    }
    // Positions of shards the stream no longer has are dropped, so the file stays small.
    const live = new Set((StreamDescription?.Shards ?? []).map((shard) => shard.ShardId));
    for (const shardId of Object.keys(position.shards)) {
      if (!live.has(shardId)) delete position.shards[shardId];
    }
    firstDiscovery = false;
  };

  const invoke = async (consumer: StreamConsumerDefinition, records: DynamoDBRecord[]) => {
    const { unhandled, error } = await deliverBatch(records, (rest) =>
      invokeHandler(consumer.consumer, { Records: rest }),
    );
    if (unhandled.length === 0) return;
    options.log(`✗ stream consumer ${consumer.name} failed; batch written to the dead-letter file`);
    appendFileSync(
      options.deadLetterFile,
      `${JSON.stringify({ streamConsumer: consumer.name, error, records: unhandled, at: new Date().toISOString() })}\n`,
    );
  };

  // Each consumer delivers its batches in order on its own chain, as each event source mapping does in
  // AWS: one consumer's retries (the outbox publisher during a bus outage) never hold up another's.
  const draining = consumers.map(() => undefined as Promise<void> | undefined);
  // One batch, then more only while full ones are waiting (or everything when stopping): the records
  // that arrived during a batch gather their own window, as with Lambda, rather than being sent at once
  // in a trickle of small batches (each aggregation is a transaction: a flood of clicks would make
  // DynamoDB Local run them back to back).
  const drain = async (index: number, all: boolean) => {
    const consumer = consumers[index];
    const buffer = buffers[index];
    if (!consumer || !buffer) return;
    for (let first = true; buffer.records.length > 0; first = false) {
      if (!first && !all && buffer.records.length < consumer.batchSize) break;
      const batch = buffer.records.splice(0, consumer.batchSize);
      await invoke(
        consumer,
        batch.map((item) => item.record),
      );
      for (const item of batch) item.pending.remaining--;
      for (const shardId of new Set(batch.map((item) => item.shardId))) advance(shardId);
    }
  };

  /** Starts a batch for each consumer whose batch is due (every consumer's, when forced). */
  const start = (force: boolean) => {
    for (const [index, consumer] of consumers.entries()) {
      const buffer = buffers[index];
      const oldest = buffer?.records[0];
      if (!buffer || !oldest || draining[index]) continue;
      const window = consumer.maxBatchingWindowSeconds * 1000;
      const waited = Date.now() - oldest.at;
      const due =
        force ||
        buffer.records.length >= consumer.batchSize ||
        waited >= window ||
        (waited >= Math.min(window, options.maxWindowMs ?? 300) && !buffer.arriving);
      if (!due) continue;
      draining[index] = drain(index, force).finally(() => {
        draining[index] = undefined;
        // What waited meanwhile may be due already (a window of 0: the outbox's events).
        if (running) start(false);
      });
    }
  };

  const flush = async (force: boolean) => {
    start(force);
    // Stopping: until every buffered record is delivered (a batch running when asked left some).
    while (force && draining.some(Boolean)) {
      await Promise.allSettled(draining);
      start(true);
    }
  };

  /** Reads every shard once; answers how many records came. */
  const pollOnce = async () => {
    let found = 0;
    for (const buffer of buffers) buffer.arriving = false;
    for (const [shardId, iterator] of [...iterators]) {
      const { Records, NextShardIterator } = await getStreamRecords(options.endpoint, iterator);
      if (NextShardIterator) iterators.set(shardId, NextShardIterator);
      else iterators.delete(shardId);
      const queue = unfinished.get(shardId) ?? [];
      unfinished.set(shardId, queue);
      for (const record of Records) {
        const lambdaRecord = toLambdaRecord(record, streamArn, options.region);
        const pending: Pending = { sequenceNumber: record.dynamodb?.SequenceNumber ?? '', remaining: 0 };
        queue.push(pending);
        const at = Date.now();
        for (const [index, matched] of matches(lambdaRecord).entries()) {
          const buffer = buffers[index];
          if (!buffer || !matched) continue;
          buffer.records.push({ record: lambdaRecord, pending, shardId, at });
          buffer.arriving = true;
          pending.remaining++;
        }
      }
      // Records no consumer wanted are finished at once.
      if (Records.length > 0) advance(shardId);
      found += Records.length;
    }
    await flush(false);
    return found;
  };

  const interval = options.pollIntervalMs ?? 100;
  const idleMax = Math.max(interval, options.idlePollMs ?? 1_000);
  /** Set by an invocation's end; wakes the poller from its wait (see `onInvoked`). */
  let invoked = false;
  let wake: (() => void) | undefined;
  const stopListening = onInvoked(() => {
    invoked = true;
    wake?.();
  });
  /** The wait before the next poll: the interval while anything is going on, growing while nothing is. */
  let idleWait = interval;
  const nextWait = (found: number) => {
    const busy =
      found > 0 || invoked || buffers.some((buffer) => buffer.records.length > 0) || draining.some(Boolean);
    idleWait = busy ? interval : Math.min(idleMax, idleWait * 2);
    return busy ? interval : idleWait;
  };

  await discoverShards();
  let discovered = Date.now();
  const loop = (async () => {
    while (running) {
      let found = 0;
      invoked = false;
      try {
        // New shards (DynamoDB Local rolls them over) every 2 s, however often the stream is polled.
        if (Date.now() - discovered >= 2_000) {
          discovered = Date.now();
          await discoverShards();
        }
        found = await pollOnce();
      } catch (error) {
        options.log(`! stream poller: ${String(error)}`);
      }
      const wait = nextWait(found);
      // An invocation that ended during the poll may have written: poll again after the interval.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, wait);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        // Woken early only from an idle wait; while busy the interval already applies.
        if (wait > interval) wake = done;
      });
    }
    stopListening();
    await flush(true).catch(() => undefined);
  })();

  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
};
