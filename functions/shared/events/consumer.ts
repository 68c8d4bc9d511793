import { parse } from '@aws-lambda-powertools/parser';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { catalogue, type EventDetail, type EventName, eventMetaOf } from '../../../events/catalogue';
import { type LogContext, log, withLogContext } from '../log';

/** An EventBridge event as a rule delivers it to its consumer (the detail still unchecked). */
export type BusEvent<N extends EventName = EventName> = EventBridgeEvent<N, unknown>;

/**
 * The log context of one delivery: the outbox id (`eventId`, the same on every re-publication), the
 * bus's id of this event, and the correlation id the producer stored with its outbox item (its API
 * request's) — or, for an event no request caused (a schedule's), the outbox id.
 */
export const eventLogContext = (name: EventName, event: BusEvent, context?: Context): LogContext => {
  const meta = eventMetaOf(event?.detail);
  return {
    eventName: name,
    eventId: meta?.eventId ?? event?.id,
    busEventId: event?.id,
    correlationId: meta?.correlationId ?? meta?.eventId ?? event?.id,
    requestId: context?.awsRequestId,
  };
};

/**
 * Powertools Parser's EventBridge envelope schema (`EventBridgeSchema` of
 * @aws-lambda-powertools/parser/schemas/eventbridge, field for field) around the event's detail schema,
 * written with zod/mini. Powertools' own `EventBridgeEnvelope` is built with classic zod and imports every
 * built-in schema: it added ~470 KB to each consumer's bundle (50 KB before). A unit test holds the two
 * to the same verdicts.
 */
export const eventBridgeEnvelope = <S extends z.ZodMiniType>(detail: S) =>
  z.object({
    version: z.string(),
    id: z.string(),
    source: z.string(),
    account: z.string(),
    time: z.iso.datetime(),
    region: z.string(),
    resources: z.array(z.string()),
    'detail-type': z.string(),
    detail,
    'replay-name': z.optional(z.string()),
  });

/**
 * An EventBridge consumer of the catalogue event `name`: checks the whole envelope and the detail
 * against the catalogue schema (Powertools Parser's EventBridge envelope), then calls `fn` with the
 * parsed detail (meta stripped; read it from `event.detail` with `eventMetaOf`) and the raw event, inside
 * the delivery's log scope. A malformed event is logged and thrown, so the bus retries it and then parks
 * it in the rule's dead-letter queue, as any failure.
 */
export const consumer = <N extends EventName>(
  name: N,
  fn: (detail: EventDetail<N>, event: BusEvent<N>) => Promise<void>,
) => {
  const envelope = eventBridgeEnvelope(catalogue[name].schema);
  return (event: BusEvent<N>, context?: Context): Promise<void> =>
    withLogContext(eventLogContext(name, event, context), async () => {
      let detail: EventDetail<N>;
      try {
        detail = parse(event, undefined, envelope).detail as EventDetail<N>;
      } catch (error) {
        // Powertools' ParseError says only "Failed to parse schema"; the zod issues are its cause.
        log.error('malformed event refused', { error: (error as Error).cause ?? error });
        throw error;
      }
      await fn(detail, event);
    });
};

/**
 * An EventBridge consumer of several catalogue events (one rule whose pattern lists them): finds the
 * event by its detail-type, checks the envelope and the detail against that event's schema as `consumer`
 * does, and calls `fn` with the event's name and parsed detail. An event it was not given is refused.
 */
export const consumerOfAny = (
  names: readonly EventName[],
  fn: <N extends EventName>(name: N, detail: EventDetail<N>, event: BusEvent<N>) => Promise<void>,
) => {
  const byDetailType = new Map(names.map((name) => [catalogue[name].detailType, name] as const));
  const envelopes = new Map(
    names.map((name) => [name, eventBridgeEnvelope(catalogue[name].schema)] as const),
  );
  return (event: BusEvent, context?: Context): Promise<void> => {
    const name = byDetailType.get(String((event as { 'detail-type'?: unknown })?.['detail-type']));
    if (!name) {
      log.error('event of a type this consumer does not take', { detailType: event?.['detail-type'] });
      return Promise.reject(new Error(`No consumer for detail-type ${String(event?.['detail-type'])}`));
    }
    return withLogContext(eventLogContext(name, event, context), async () => {
      let detail: EventDetail<typeof name>;
      try {
        detail = parse(event, undefined, envelopes.get(name) as ReturnType<typeof eventBridgeEnvelope>)
          .detail as EventDetail<typeof name>;
      } catch (error) {
        log.error('malformed event refused', { error: (error as Error).cause ?? error });
        throw error;
      }
      await fn(name, detail, event as BusEvent<typeof name>);
    });
  };
};
