import { eventMetaOf } from '../../../events/catalogue';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { deliverEvent } from '../deliveries';
import { type WebhookSource, webhookPayloadOf, webhookSources } from '../event-payloads';

/**
 * Consumer of the domain events brands can receive as webhooks (event-payloads.ts): one delivery per
 * enabled endpoint of the brand that chose the event, sent at once; failures are retried by the
 * RetryWebhookDeliveries schedule. Idempotent: a redelivered event finds its deliveries (deterministic
 * ids) and sends none twice.
 */
export const handler = consumerOfAny(webhookSources, async (name, detail, event) => {
  const meta = eventMetaOf(event.detail);
  const eventId = meta?.eventId ?? event.id;
  const occurredAt = meta?.occurredAt ?? event.time;
  const payload = await webhookPayloadOf(name as WebhookSource, detail as never);
  const endpoints = await deliverEvent({ eventId, occurredAt }, payload);
  if (endpoints > 0) log.info('webhooks sent', { type: payload.type, brandId: payload.brandId, endpoints });
});
