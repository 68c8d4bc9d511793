import { createHash } from 'node:crypto';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { applyClickDeltas, type ClickDelta } from '../shared/data/entities/click-counter';
import { log } from '../shared/log';

const number = (value: { N?: string } | undefined) => Number(value?.N ?? 0);
const text = (value: { S?: string } | undefined) => value?.S ?? '';

/**
 * Stream consumer: each click-shard change carries the shard's old and new count; the difference is
 * the clicks to add. The batch id is derived from its records' event ids, so a batch delivered again
 * (Lambda retries, the local poller's retries) is recognised and adds nothing twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const deltas: ClickDelta[] = [];
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (!image || text(image.type) !== 'click-shard') continue;
    const clicks = number(image.clicks) - number(record.dynamodb?.OldImage?.clicks);
    const seconds = record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000;
    deltas.push({
      code: text(image.code),
      creatorId: text(image.creator_id),
      brandId: text(image.brand_id),
      day: new Date(seconds * 1000).toISOString().slice(0, 10),
      clicks,
    });
  }
  if (deltas.length === 0) return;
  const batchId = createHash('sha256')
    .update(event.Records.map((record) => record.eventID ?? '').join(','))
    .digest('hex')
    .slice(0, 32);
  const chunks = await applyClickDeltas(batchId, deltas);
  log.info('clicks aggregated', {
    records: event.Records.length,
    clicks: deltas.reduce((s, d) => s + d.clicks, 0),
    chunks,
  });
};
