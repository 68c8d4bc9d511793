import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { env } from '../config';
import type { OutboxEvent } from './outbox-event';

let client: EventBridgeClient | undefined;
const eventBridge = (): EventBridgeClient => {
  client ??= new EventBridgeClient({
    region: env.region,
    ...(env.eventBridgeEndpoint ? { endpoint: env.eventBridgeEndpoint } : {}),
  });
  return client;
};

/** PutEvents takes at most 10 entries per call. */
const MAX_ENTRIES = 10;

export type PutOutcome = { ok: true; busEventId: string } | { ok: false; error: string };

/**
 * The product's only PutEvents caller, and only for outbox events the outbox publisher has claimed
 * (functions/outbox/): producers store their events in the outbox in the same transaction as their
 * state change and never publish themselves, so a failed publish cannot lose an event
 * (functions/shared/tests/unit/outbox-only-publisher.test.ts keeps it that way). Each published detail carries
 * `meta.eventId`, the outbox id, so a consumer can recognise a re-publication of the same event, and
 * `meta.correlationId` when the producer had one (its request's), which the consumer logs with.
 * Answers one outcome per event, in order; a call the bus refuses as a whole fails every entry.
 */
export const putOutboxEventsOnBus = async (events: readonly OutboxEvent[]): Promise<PutOutcome[]> => {
  const outcomes: PutOutcome[] = [];
  for (let start = 0; start < events.length; start += MAX_ENTRIES) {
    const chunk = events.slice(start, start + MAX_ENTRIES);
    try {
      const result = await eventBridge().send(
        new PutEventsCommand({
          Entries: chunk.map((event) => ({
            EventBusName: env.eventBusName,
            Source: event.source,
            DetailType: event.detail_type,
            Time: new Date(event.created_at),
            Detail: JSON.stringify({
              ...event.detail,
              meta: {
                eventId: event.id,
                occurredAt: event.created_at,
                ...(event.correlation_id ? { correlationId: event.correlation_id } : {}),
              },
            }),
          })),
        }),
      );
      chunk.forEach((_, index) => {
        const entry = result.Entries?.[index];
        outcomes.push(
          entry?.EventId && !entry.ErrorCode
            ? { ok: true, busEventId: entry.EventId }
            : { ok: false, error: `${entry?.ErrorCode ?? 'Unknown'}: ${entry?.ErrorMessage ?? ''}`.trim() },
        );
      });
    } catch (error) {
      for (const _ of chunk) outcomes.push({ ok: false, error: String(error) });
    }
  }
  return outcomes;
};
