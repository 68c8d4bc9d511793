/**
 * Issue 31, Developers → Webhooks → Send test event: a sample event of the chosen type, for the brand's own
 * endpoint, sent now through the same path as real events — a delivery in the endpoint's log, signed with
 * its secret(s), the address checked again, the same body envelope — marked `test` (in the body and the
 * log) and sent once, never retried. At most WEBHOOK_TEST_EVENTS_PER_HOUR a brand, all endpoints
 * together, counted before it is sent: the URL is the brand's choice, so the button must not become a way
 * to flood someone else's server.
 */
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENTS_PER_HOUR,
  type WebhookDeliveryView,
  type WebhookEventType,
} from '../../contracts/outgoing-webhooks';
import { isConditionFailure } from '../shared/data/client';
import { DomainError } from '../shared/errors';
import { attemptDelivery, bodyOf, createDelivery, deliveryIdOf, deliveryView } from './deliveries';
import { getEndpoint } from './endpoints';
import { logExpiryOf } from './entities/webhook-delivery';
import { webhookTestWindowEntity } from './entities/webhook-test-window';
import { samplePayloadOf } from './event-payloads';

const HOUR_MS = 3_600_000;
const MAX_PER_HOUR: number = WEBHOOK_TEST_EVENTS_PER_HOUR;

/** Counts one test event of the brand in this hour, or refuses (429) when the hour's are used up. */
const countTestEvent = async (brandId: string, now: number) => {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  try {
    await webhookTestWindowEntity
      .update({ brand_id: brandId, window_start: new Date(start).toISOString() })
      .set({ expiresAt: Math.floor((start + 2 * HOUR_MS) / 1000) })
      .add({ count: 1 })
      .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, MAX_PER_HOUR)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const minutes = Math.max(1, Math.ceil((start + HOUR_MS - now) / 60_000));
    throw new DomainError(
      'too_many_requests',
      `You can send up to ${MAX_PER_HOUR} test events per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
};

export const sendTestEvent = async (
  brandId: string,
  endpointId: string,
  type: WebhookEventType,
  now = Date.now(),
): Promise<WebhookDeliveryView> => {
  // Another brand's endpoint is not found before anything is counted or sent.
  const endpoint = await getEndpoint(brandId, endpointId);
  await countTestEvent(brandId, now);
  const occurredAt = new Date(now).toISOString();
  const eventId = `evt_test_${randomUUID()}`;
  const delivery = await createDelivery({
    id: deliveryIdOf(eventId, endpoint.id, occurredAt),
    brand_id: brandId,
    endpoint_id: endpoint.id,
    event_id: eventId,
    event_type: type,
    body: bodyOf(eventId, occurredAt, await samplePayloadOf(type, brandId), true),
    status: 'pending',
    attempts: [],
    attempt_count: 0,
    created_at: occurredAt,
    test: true,
    expiresAt: logExpiryOf(now),
  });
  return deliveryView(await attemptDelivery(endpoint, delivery, { now }));
};
