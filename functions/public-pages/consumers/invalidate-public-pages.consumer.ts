import { eventMetaOf } from '../../../events/catalogue';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { PAGE_CHANGE_EVENTS, type PageChange } from '../invalidation/change-events';
import { invalidatePaths } from '../invalidation/invalidate';
import { pathsToInvalidate } from '../invalidation/paths';

/**
 * Consumer of the events that change a public page (the InvalidatePublicPages rule): the pages the
 * change makes stale (invalidation/paths.ts) are invalidated in CloudFront at once, instead of waiting
 * out their s-maxage. The invalidation's CallerReference is the event's outbox id, so a redelivered
 * event makes no second invalidation (CloudFront answers the one it made). A failed call throws: the
 * bus retries, then parks the event in the rule's dead-letter queue; the pages then expire on their own.
 */
export const handler = consumerOfAny(PAGE_CHANGE_EVENTS, async (name, detail, event) => {
  const paths = pathsToInvalidate({ name, detail } as PageChange);
  const eventId = eventMetaOf(event.detail)?.eventId ?? event.id;
  const invalidation = await invalidatePaths(paths, eventId);
  log.info('public pages invalidated', { event: name, eventId, paths, invalidation });
});
