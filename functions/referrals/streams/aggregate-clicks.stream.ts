import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { log } from '../../shared/log';
import { applyClickShardChanges, type ClickShardChange } from '../aggregate-click-changes';

const number = (value: { N?: string } | undefined) => Number(value?.N ?? 0);
const text = (value: { S?: string } | undefined) => value?.S ?? '';

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
  };
};

/**
 * Stream consumer: each click-shard change carries the shard's old and new count. The totals move
 * exactly once per click however records arrive (repeated, overlapping, or a batch retried whole or
 * bisected after part of it landed): each shard's mark of what is already counted is written in the
 * same transaction as the counts (applyClickShardChanges).
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const changes = event.Records.map(changeOf).filter((change): change is ClickShardChange => !!change);
  if (changes.length === 0) return;
  const result = await applyClickShardChanges(changes);
  log.info('clicks aggregated', { records: event.Records.length, ...result });
};
