import { eventMetaOf } from '../../../events/catalogue';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { notifyingEvents, resolutionOf, sourceOf } from '../kinds';
import { notify } from '../notify';
import { noticesFor, resolutionsFor } from '../recipients';
import { resolve } from '../resolve';

/** Notices of one event handled at once (a UGC request can tell hundreds of partners). */
const NOTICES_AT_ONCE = 4;

/**
 * Consumer of every event that concerns someone (the NotifyPeople rule lists them, from kinds/index.ts):
 * the event's source answers who is told what, and each notice becomes an in-app notification and, as
 * preferences and limits allow, an e-mail (notify.ts). The notification's id is the event's outbox id
 * and kind, so a redelivered event is told once; its time is when the change happened, not when the
 * event arrived. An event that takes a decision marks the notification that asked for it done
 * (resolve.ts), at the decision's time, for each person it asked.
 */
export const handler = consumerOfAny(notifyingEvents, async (name, detail, event) => {
  const source = sourceOf(name);
  const resolution = resolutionOf(name);
  const meta = eventMetaOf(event.detail);
  const eventId = meta?.eventId ?? event.id;
  const at = new Date(meta?.occurredAt ?? event.time);
  const outcomes: string[] = [];
  for (const decided of resolution ? await resolutionsFor(await resolution(detail)) : [])
    outcomes.push(`${decided.subject}: ${await resolve(decided, at)}`);
  // Each notice is its own recipient's (own partition, own transaction): a few at once, so a sale's two
  // notices (the creator's and the brand's) cost one round of writes, not two.
  // A brand's notice is told to each member its kind is for (recipients.ts), as of this delivery.
  const notices = source ? await noticesFor(await source(detail)) : [];
  for (let start = 0; start < notices.length; start += NOTICES_AT_ONCE) {
    const batch = notices.slice(start, start + NOTICES_AT_ONCE);
    const told = await Promise.all(batch.map((notice) => notify(eventId, notice, at)));
    told.forEach((outcome, i) => {
      outcomes.push(`${batch[i]?.kind}: ${outcome}`);
    });
  }
  log.info('people notified', { event: name, eventId, outcomes });
});
