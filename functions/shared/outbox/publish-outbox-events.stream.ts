import type { DynamoDBStreamEvent } from 'aws-lambda';
import { log } from '../log';
import { publishOutboxEvents } from './publish-events';

/**
 * Stream consumer: new outbox items (INSERTs of type outbox-event; the filter is in
 * events/stream-consumers.ts) are put on the bus as soon as their transaction commits. When the bus
 * refuses some, the batch fails so the stream retries it (already published ones are skipped then); if
 * the outage outlasts the retries, the items are still pending and the sweep publishes them later.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const ids = event.Records.filter(
    (record) => record.eventName === 'INSERT' && record.dynamodb?.NewImage?.type?.S === 'outbox-event',
  )
    .map((record) => record.dynamodb?.NewImage?.id?.S)
    .filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  const summary = await publishOutboxEvents(ids);
  log.info('outbox events published', { ...summary });
  if (summary.failed > 0) {
    throw new Error(`The bus refused ${summary.failed} of ${ids.length} outbox events; they stay pending`);
  }
};
