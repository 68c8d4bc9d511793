import { parse } from '@aws-lambda-powertools/parser';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { type EventName, eventMetaOf } from '../../../events/catalogue';
import { type BusEvent, eventBridgeEnvelope, eventLogContext } from '../../shared/events/consumer';
import { log, withLogContext } from '../../shared/log';
import { type PageChange, type PageChangeEvent, pageChangeSchemas } from '../invalidation/change-events';
import { invalidatePaths } from '../invalidation/invalidate';
import { pathsToInvalidate } from '../invalidation/paths';

const envelopes: Record<PageChangeEvent, ReturnType<typeof eventBridgeEnvelope>> = {
  StorefrontChanged: eventBridgeEnvelope(pageChangeSchemas.StorefrontChanged),
  ProductChanged: eventBridgeEnvelope(pageChangeSchemas.ProductChanged),
  BrandChanged: eventBridgeEnvelope(pageChangeSchemas.BrandChanged),
};

const isPageChange = (detailType: unknown): detailType is PageChangeEvent =>
  typeof detailType === 'string' && Object.hasOwn(pageChangeSchemas, detailType);

/**
 * Consumer of the events that change a public page (the InvalidatePublicPages rule): the pages the
 * change makes stale (invalidation/paths.ts) are invalidated in CloudFront at once, instead of waiting
 * out their s-maxage. The invalidation's CallerReference is the event's outbox id, so a redelivered
 * event makes no second invalidation (CloudFront answers the one it made). A failed call throws: the
 * bus retries, then parks the event in the rule's dead-letter queue; the pages then expire on their own.
 *
 * Written like `consumerOfAny` (shared/events/consumer.ts): the envelope and the detail are checked,
 * within the delivery's log scope. TODO(integrator): once the three events are in the catalogue, this
 * is `consumerOfAny(PAGE_CHANGE_EVENTS, (name, detail, event) => ...)` (see invalidation/change-events.ts).
 */
export const handler = (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> => {
  const name: unknown = event?.['detail-type'];
  if (!isPageChange(name)) {
    log.error('event of a type this consumer does not take', { detailType: name });
    return Promise.reject(new Error(`No consumer for detail-type ${String(name)}`));
  }
  // The catalogue does not name these events yet; the log context only reads the name as a label.
  return withLogContext(
    eventLogContext(name as unknown as EventName, event as BusEvent, context),
    async () => {
      let detail: unknown;
      try {
        detail = parse(event, undefined, envelopes[name]).detail;
      } catch (error) {
        log.error('malformed event refused', { error: (error as Error).cause ?? error });
        throw error;
      }
      const paths = pathsToInvalidate({ name, detail } as PageChange);
      const eventId = eventMetaOf(event.detail)?.eventId ?? event.id;
      const invalidation = await invalidatePaths(paths, eventId);
      log.info('public pages invalidated', { event: name, eventId, paths, invalidation });
    },
  );
};
