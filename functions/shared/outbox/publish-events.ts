import { randomUUID } from 'node:crypto';
import { log } from '../log';
import { claimOutboxEvent, markOutboxPublished, type OutboxEvent, releaseOutboxClaim } from './outbox-event';
import { putOutboxEventsOnBus } from './put-on-bus';

export interface PublishSummary {
  published: number;
  /** Already published, or held by another publisher right now. */
  skipped: number;
  /** The bus refused them: they stay pending for a retry or the sweep. */
  failed: number;
}

/** The summary, and which events the bus refused (for a stream batch's partial failure response). */
export interface PublishResult extends PublishSummary {
  failedIds: string[];
}

/**
 * Publishes outbox events by id, each at most once as far as this side can tell: claim (only a pending,
 * unclaimed event), PutEvents, then mark published. A repeat delivery finds the event published and
 * skips it. If the process dies between PutEvents and the mark, the claim lapses and the event goes out
 * again: consumers are idempotent (business keys, and `meta.eventId` for recognising a repeat).
 */
export const publishOutboxEvents = async (ids: readonly string[]): Promise<PublishResult> => {
  const token = randomUUID();
  const claimed = (await Promise.all([...new Set(ids)].map((id) => claimOutboxEvent(id, token)))).filter(
    (event): event is OutboxEvent => event !== undefined,
  );
  const outcomes = await putOutboxEventsOnBus(claimed);
  const failedIds: string[] = [];
  await Promise.all(
    claimed.map(async (event, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) return markOutboxPublished(event.id, token);
      failedIds.push(event.id);
      const reason = outcome?.error ?? 'no outcome';
      log.warn('outbox event not accepted by the bus; it stays pending', { eventId: event.id, reason });
      return releaseOutboxClaim(event.id, token, reason);
    }),
  );
  const failed = failedIds.length;
  return {
    published: claimed.length - failed,
    skipped: new Set(ids).size - claimed.length,
    failed,
    failedIds,
  };
};
