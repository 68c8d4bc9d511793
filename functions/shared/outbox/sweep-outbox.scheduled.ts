import { log } from '../log';
import { listPendingOutboxEventIds } from './outbox-event';
import { type PublishSummary, publishOutboxEvents } from './publish-events';

/** Younger pending events are still in the stream publisher's hands (or its retries). */
export const DEFAULT_MIN_AGE_SECONDS = 60;

export interface SweepInput {
  /** Only events pending for at least this long; the schedule passes 60. */
  minAgeSeconds?: number;
}

/**
 * Scheduled every minute (infra/constructs/outbox-sweep.ts; locally on the local cloud's clock):
 * publishes outbox events still pending after a minute, e.g. after a bus outage that outlasted the
 * stream's retries. Found through the sparse pending index (bounded Queries, never a Scan); publishing
 * is the same claim → PutEvents → mark as the stream path, so the two never both publish an event.
 * Throws when the bus still refuses some, so the failure shows in the function's error metrics.
 */
export const handler = async (input: SweepInput | undefined): Promise<PublishSummary> => {
  const minAge =
    typeof input?.minAgeSeconds === 'number' && input.minAgeSeconds >= 0
      ? input.minAgeSeconds
      : DEFAULT_MIN_AGE_SECONDS;
  const before = new Date(Date.now() - minAge * 1000).toISOString();
  const ids = await listPendingOutboxEventIds(before);
  if (ids.length === 0) return { published: 0, skipped: 0, failed: 0 };
  const summary = await publishOutboxEvents(ids);
  log.info('outbox sweep', { pending: ids.length, ...summary });
  if (summary.failed > 0) throw new Error(`The bus still refuses ${summary.failed} outbox events`);
  return summary;
};
