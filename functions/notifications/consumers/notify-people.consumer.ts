import { eventMetaOf } from '../../../events/catalogue';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { notifyingEvents, sourceOf } from '../kinds';
import { notify } from '../notify';

/**
 * Consumer of every event that concerns someone (the NotifyPeople rule lists them, from kinds/index.ts):
 * the event's source answers who is told what, and each notice becomes an in-app notification and, as
 * preferences and limits allow, an e-mail (notify.ts). The notification's id is the event's outbox id
 * and kind, so a redelivered event is told once; its time is when the change happened, not when the
 * event arrived.
 */
export const handler = consumerOfAny(notifyingEvents, async (name, detail, event) => {
  const source = sourceOf(name);
  if (!source) return;
  const meta = eventMetaOf(event.detail);
  const eventId = meta?.eventId ?? event.id;
  const at = new Date(meta?.occurredAt ?? event.time);
  const notices = await source(detail);
  const outcomes = [];
  for (const notice of notices) outcomes.push(`${notice.kind}: ${await notify(eventId, notice, at)}`);
  log.info('people notified', { event: name, eventId, outcomes });
});
