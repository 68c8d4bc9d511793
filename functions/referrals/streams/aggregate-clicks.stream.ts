import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { log } from '../../shared/log';
import { applyClickShardChanges, type ClickShardChange } from '../aggregate-click-changes';

const number = (value: { N?: string } | undefined) => Number(value?.N ?? 0);
const text = (value: { S?: string } | undefined) => value?.S ?? '';

/** A person's click's source as the redirect left it on the shard: `{ip hash}.{user agent hash}`. */
const sourceOf = (source: string) => {
  const [ipHash, agentHash] = source.split('.');
  return ipHash && agentHash ? { ipHash, agentHash } : {};
};

const changeOf = (record: DynamoDBRecord): ClickShardChange | undefined => {
  const image = record.dynamodb?.NewImage;
  if (!image || text(image.type) !== 'click-shard') return undefined;
  if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return undefined;
  const seconds = record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000;
  return {
    code: text(image.code),
    shard: text(image.sk),
    creatorId: text(image.creator_id),
    brandId: text(image.brand_id),
    day: new Date(seconds * 1000).toISOString().slice(0, 10),
    before: number(record.dynamodb?.OldImage?.clicks),
    after: number(image.clicks),
    robotsBefore: number(record.dynamodb?.OldImage?.robot_clicks),
    robotsAfter: number(image.robot_clicks),
    at: seconds * 1000,
    ...sourceOf(text(image.click_source)),
  };
};

/**
 * Stream consumer: each click-shard change carries the shard's old and new count. The totals move
 * exactly once per click however records arrive (repeated, overlapping, or a batch retried whole or
 * bisected after part of it landed): each shard's mark of what is already counted is written in the
 * same transaction as the counts (applyClickShardChanges).
 *
 * The batch is applied as a whole (a few transactions for hundreds of clicks). Should that fail, its
 * records are applied one at a time in stream order (Powertools Batch) up to the first that fails, which
 * and everything after it are reported failed: the stream retries from there (a partial batch response),
 * so one bad record no longer holds back the records before it. Never past a failed record: a shard's
 * later change applied before an earlier one with no mark yet would leave the earlier one's clicks out.
 */
export const handler = async (
  event: DynamoDBStreamEvent,
  context?: Context,
): Promise<DynamoDBBatchResponse> => {
  const changes = event.Records.map(changeOf).filter((change): change is ClickShardChange => !!change);
  if (changes.length === 0) return { batchItemFailures: [] };
  try {
    const result = await applyClickShardChanges(changes);
    log.info('clicks aggregated', { records: event.Records.length, ...result });
    return { batchItemFailures: [] };
  } catch (error) {
    log.warn('click batch failed; applying its records one by one', { records: event.Records.length, error });
  }
  let failed = false;
  // A batch whose every record failed throws (FullBatchFailureError): the stream retries it whole.
  return processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      if (failed) throw new Error('not applied: an earlier record of the batch failed');
      const change = changeOf(record);
      try {
        if (change) await applyClickShardChanges([change]);
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    new BatchProcessor(EventType.DynamoDBStreams),
    { context, processInParallel: false },
  );
};
