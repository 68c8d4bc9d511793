import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { log } from '../log';
import { publishOutboxEvents } from './publish-events';

const outboxIdOf = (record: DynamoDBRecord): string | undefined =>
  record.eventName === 'INSERT' && record.dynamodb?.NewImage?.type?.S === 'outbox-event'
    ? record.dynamodb.NewImage.id?.S
    : undefined;

/**
 * Stream consumer: new outbox items (INSERTs of type outbox-event; the filter is in
 * events/stream-consumers.ts) are put on the bus as soon as their transaction commits, all of a batch
 * together (PutEvents takes ten at a time). The records of events the bus refused are reported as failed
 * (Powertools Batch, a partial batch response): the stream retries from the first of them, and the ones
 * before it are not sent again (a repeat would be skipped anyway: it is published). If the outage outlasts
 * the retries, the items are still pending and the sweep publishes them later.
 */
export const handler = async (
  event: DynamoDBStreamEvent,
  context?: Context,
): Promise<DynamoDBBatchResponse> => {
  const ids = event.Records.map(outboxIdOf).filter((id): id is string => Boolean(id));
  const refused = new Set<string>();
  if (ids.length > 0) {
    const { failedIds, ...summary } = await publishOutboxEvents(ids);
    log.info('outbox events published', { ...summary });
    for (const id of failedIds) refused.add(id);
  }
  // A batch whose every record failed throws (FullBatchFailureError): the stream retries it whole.
  return processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      const id = outboxIdOf(record);
      if (id && refused.has(id)) throw new Error(`The bus refused outbox event ${id}; it stays pending`);
    },
    new BatchProcessor(EventType.DynamoDBStreams),
    { context },
  );
};
