import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { joinsATeam } from '../../shared/tenancy/entities/invitee';
import { createBrandOnce } from '../create-brand-once';

/** Spec 7.2: the brand is named after the user's full name, or 'My Brand' when there is none. */
export const defaultBrandName = (firstName: string, lastName: string): string =>
  `${firstName.trim()} ${lastName.trim()}`.trim() || 'My Brand';

/**
 * Consumer of ProfileCreated (role brand): creates the user's brand record exactly once, however many
 * times EventBridge delivers the event. A thrown error makes EventBridge/Lambda retry and, in AWS,
 * finally park the event in the rule's dead-letter queue.
 */
export const handler = consumer('ProfileCreated', async (detail, event) => {
  if (detail.role !== 'brand') return;
  // Issue 35: a person who signs up to accept a team invitation joins that brand, not an empty one of their
  // own, whether this event comes before their accept or after it.
  if (await joinsATeam(detail.userId, detail.email)) {
    log.info('brand not created: the new brand user has a team invitation', { userId: detail.userId });
    return;
  }
  const result = await createBrandOnce({
    userId: detail.userId,
    brandName: defaultBrandName(detail.firstName, detail.lastName),
  });
  log.info(result.created ? 'brand created' : 'brand already exists; event ignored', {
    // The outbox id is the same on every publication of this event; the envelope id is not.
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    userId: detail.userId,
    brandId: result.brandId,
  });
});
