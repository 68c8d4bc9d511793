/**
 * Outgoing webhook deliveries (issue 22): created from a domain event for each of the brand's enabled
 * endpoints that chose its webhook event (once: the id is derived from the event and the endpoint, and
 * the item is a conditional create), sent at once, and, on failure, retried with exponential backoff
 * for three days by the RetryWebhookDeliveries schedule through a sparse index (Query, never a Scan).
 * Every attempt is logged on the delivery; Replay sends the same id and bytes again.
 */
import { createHash } from 'node:crypto';
import type { WebhookDeliveryView, WebhookEventType } from '../../contracts/outgoing-webhooks';
import { createId } from '../shared/data/ids';
import { log } from '../shared/log';
import { listEndpoints, signingSecrets } from './endpoints';
import {
  type DeliveryAttempt,
  logExpiryOf,
  MAX_KEPT_ATTEMPTS,
  retryIndexOf,
  WEBHOOK_RETRY_INDEX,
  type WebhookDelivery,
  webhookDeliveryEntity,
} from './entities/webhook-delivery';
import type { WebhookEndpoint } from './entities/webhook-endpoint';
import type { WebhookPayload } from './event-payloads';
import { sendWebhook } from './send';
import { SIGNATURE_HEADER, signatureHeader, WEBHOOK_ID_HEADER } from './signature';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Retries stop this long after the delivery was created; the endpoint is then disabled. */
export const RETRY_WINDOW_MS = 72 * HOUR_MS;
/** The wait before retry n (1-based): 1 min, 3, 9, 27, 81 min, 4 h, then every 12 h. */
export const retryDelayMs = (attempt: number) => Math.min(MINUTE_MS * 3 ** (attempt - 1), 12 * HOUR_MS);

/** When the next retry is due after `attempts` failed attempts, or null once three days have passed. */
export const nextAttemptAt = (createdAt: string, attempts: number, now: number): string | null => {
  const next = now + retryDelayMs(attempts);
  return next > Date.parse(createdAt) + RETRY_WINDOW_MS ? null : new Date(next).toISOString();
};

/**
 * The same event for the same endpoint is always the same delivery: its id starts with the event's time
 * (so an endpoint's deliveries sort newest last) and ends with a hash of the event and endpoint ids.
 */
export const deliveryIdOf = (eventId: string, endpointId: string, occurredAt: string) =>
  `whd_${createId('', Date.parse(occurredAt)).slice(0, 10)}${createHash('sha256')
    .update(`${eventId}:${endpointId}`)
    .digest('hex')
    .slice(0, 20)}`;

/**
 * The body every attempt of a delivery sends: fixed at creation. A test event (issue 31) says so in
 * `test: true`, so a receiver can tell it from a real one; real events carry `test: false`.
 */
export const bodyOf = (eventId: string, occurredAt: string, payload: WebhookPayload, test = false) =>
  JSON.stringify({
    id: eventId,
    type: payload.type,
    created: Math.floor(Date.parse(occurredAt) / 1000),
    test,
    data: payload.data,
  });

/** Creates the delivery unless it exists; answers the stored one either way. */
export const createDelivery = async (delivery: WebhookDelivery): Promise<WebhookDelivery> => {
  try {
    await webhookDeliveryEntity.create(delivery).go();
    return delivery;
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException')
      throw error;
    const { data } = await webhookDeliveryEntity
      .get({ brand_id: delivery.brand_id, endpoint_id: delivery.endpoint_id, id: delivery.id })
      .go({ consistent: true });
    if (!data) throw error;
    return data;
  }
};

/** Sends one attempt, signed with the endpoint's current secret(s) at this instant. */
const send = async (endpoint: WebhookEndpoint, delivery: WebhookDelivery, now: number) => {
  const { secret, previous } = await signingSecrets(endpoint, now);
  const timestamp = Math.floor(now / 1000);
  return sendWebhook(
    endpoint.url,
    {
      'content-type': 'application/json',
      'user-agent': 'Marketplace-Webhooks/1.0',
      [SIGNATURE_HEADER]: signatureHeader(previous ? [secret, previous] : [secret], timestamp, delivery.body),
      [WEBHOOK_ID_HEADER]: delivery.id,
    },
    delivery.body,
  );
};

/**
 * One attempt and its record on the delivery. The record is conditional on the attempts counted when the
 * delivery was read: two runs racing on one delivery record one outcome each, never one over the other.
 */
export const attemptDelivery = async (
  endpoint: WebhookEndpoint,
  delivery: WebhookDelivery,
  options: { replay?: boolean; now?: number } = {},
): Promise<WebhookDelivery> => {
  const now = options.now ?? Date.now();
  const outcome = await send(endpoint, delivery, now);
  const attempt: DeliveryAttempt = {
    at: new Date(now).toISOString(),
    ...outcome,
    ...(options.replay ? { replay: true } : {}),
  };
  const attempts = [...delivery.attempts, attempt].slice(-MAX_KEPT_ATTEMPTS);
  const attemptCount = delivery.attempt_count + 1;
  let status = delivery.status;
  let next: string | null = delivery.next_attempt_at ?? null;
  if (outcome.ok) {
    status = 'delivered';
    next = null;
  } else if (delivery.status === 'pending' && delivery.test) {
    // A test event is sent once: retrying it would send a sample for three days and could turn the
    // endpoint off for failing a test.
    status = 'failed';
    next = null;
  } else if (delivery.status === 'pending' && !options.replay) {
    next = nextAttemptAt(delivery.created_at, attemptCount, now);
    status = next ? 'pending' : 'failed';
  }
  const key = { brand_id: delivery.brand_id, endpoint_id: delivery.endpoint_id, id: delivery.id };
  const fields = { attempts, attempt_count: attemptCount, status, expiresAt: logExpiryOf(now) };
  const update = next
    ? webhookDeliveryEntity
        .patch(key)
        .set({ ...fields, next_attempt_at: next, ...retryIndexOf(delivery, next) })
    : webhookDeliveryEntity.patch(key).set(fields).remove(['next_attempt_at', 'gsi1pk', 'gsi1sk']);
  try {
    await update.where((attr, op) => op.eq(attr.attempt_count, delivery.attempt_count)).go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException')
      throw error;
    log.info('webhook attempt raced with another; its record kept', { deliveryId: delivery.id });
  }
  const recorded = { ...delivery, attempts, attempt_count: attemptCount, status };
  log.info('webhook attempt', {
    deliveryId: delivery.id,
    endpointId: endpoint.id,
    status: outcome.status,
    ok: outcome.ok,
    latencyMs: outcome.latency_ms,
    next,
  });
  return next ? { ...recorded, next_attempt_at: next } : recorded;
};

/**
 * From one domain event: a delivery for each enabled endpoint of the brand that chose its type, each
 * sent at once (in parallel, each bounded by its 10 s timeout). A redelivered event finds its deliveries
 * and sends only those never attempted.
 */
export const deliverEvent = async (
  event: { eventId: string; occurredAt: string },
  payload: WebhookPayload,
): Promise<number> => {
  const endpoints = (await listEndpoints(payload.brandId)).filter(
    (endpoint) => endpoint.enabled && endpoint.events.includes(payload.type),
  );
  const body = bodyOf(event.eventId, event.occurredAt, payload);
  const createdAt = new Date();
  await Promise.all(
    endpoints.map(async (endpoint) => {
      const delivery = await createDelivery({
        id: deliveryIdOf(event.eventId, endpoint.id, event.occurredAt),
        brand_id: payload.brandId,
        endpoint_id: endpoint.id,
        event_id: event.eventId,
        event_type: payload.type,
        body,
        status: 'pending',
        attempts: [],
        attempt_count: 0,
        created_at: createdAt.toISOString(),
        expiresAt: logExpiryOf(createdAt.getTime()),
      });
      if (delivery.status === 'pending' && delivery.attempt_count === 0)
        await attemptDelivery(endpoint, delivery);
    }),
  );
  return endpoints.length;
};

/** One page (oldest due first) of the deliveries whose retry is due before `now`. */
export const listDueRetries = async (now: string, cursor: string | null) => {
  const page = await webhookDeliveryEntity.query
    .retries({ gsi1pk: WEBHOOK_RETRY_INDEX })
    .lt({ gsi1sk: now })
    .go({ cursor, pages: 1 });
  return { deliveries: page.data, next: page.cursor };
};

/** An endpoint's most recent deliveries, newest first (one Query in the brand's partition). */
export const listEndpointDeliveries = async (brandId: string, endpointId: string, limit = 20) => {
  const { data } = await webhookDeliveryEntity.query
    .primary({ brand_id: brandId, endpoint_id: endpointId })
    .go({ order: 'desc', limit, pages: 1 });
  return data;
};

export const getDelivery = async (brandId: string, endpointId: string, deliveryId: string) => {
  const { data } = await webhookDeliveryEntity
    .get({ brand_id: brandId, endpoint_id: endpointId, id: deliveryId })
    .go({ consistent: true });
  return data ?? undefined;
};

export const deliveryView = (delivery: WebhookDelivery): WebhookDeliveryView => ({
  id: delivery.id,
  type: delivery.event_type as WebhookEventType,
  status: delivery.status,
  created_at: delivery.created_at,
  next_attempt_at: delivery.status === 'pending' ? (delivery.next_attempt_at ?? null) : null,
  attempt_count: delivery.attempt_count,
  attempts: delivery.attempts.map((attempt) => ({ ...attempt, replay: attempt.replay ?? false })),
  test: delivery.test ?? false,
});
