/**
 * Webhook delivery as Shopify does it: each event is POSTed, as raw JSON, to every subscription of the
 * shop for its topic, with Shopify's headers (signed like Shopify: webhooks.ts). An attempt succeeds on
 * a 2xx within 5 s; anything else (another status, a network error, no answer in time) is retried with
 * a backoff — locally 1 s, 2 s, 4 s, … up to 8 attempts — under the SAME X-Shopify-Webhook-Id and
 * X-Shopify-Event-Id, so a receiver can recognise a redelivery. Deliveries are queued in the state file in
 * the same write as the change that triggers them and resumed after a restart, so none is lost.
 */
import { randomUUID } from 'node:crypto';
import { afterAttempt, createRetryTimers, postOnce } from '../webhook-retries';
import type { DemoState } from './state';
import { signWebhookBody } from './webhooks';

/** REST topic names (X-Shopify-Topic) by the GraphQL enum used to subscribe. */
export const webhookTopics = {
  ORDERS_PAID: 'orders/paid',
  REFUNDS_CREATE: 'refunds/create',
  ORDERS_CANCELLED: 'orders/cancelled',
  APP_UNINSTALLED: 'app/uninstalled',
  FULFILLMENTS_CREATE: 'fulfillments/create',
} as const;
export type WebhookTopicEnum = keyof typeof webhookTopics;
export type WebhookTopic = (typeof webhookTopics)[WebhookTopicEnum];

const ATTEMPT_TIMEOUT_MS = 5_000;

export interface WebhookDelivery {
  shop: string;
  topic: WebhookTopic;
  subscriptionId: string;
  callbackUrl: string;
  apiVersion: string;
  /** X-Shopify-Webhook-Id: one per delivery to one subscription, the same on every retry. */
  webhookId: string;
  /** X-Shopify-Event-Id: one per event, shared by its deliveries to several subscriptions. */
  eventId: string;
  triggeredAt: string;
  /** The exact bytes signed and sent. */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** HTTP status of the last attempt; null when it got none (network error, timeout). */
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** One delivery per subscription of the shop to `topic` (none when nobody subscribed, as on Shopify). */
export const webhookDeliveriesFor = (
  state: DemoState,
  shop: string,
  topic: WebhookTopic,
  payload: unknown,
): WebhookDelivery[] => {
  const eventId = randomUUID();
  const now = new Date().toISOString();
  const body = JSON.stringify(payload);
  return state
    .subscriptions(shop)
    .filter((subscription) => webhookTopics[subscription.topic as WebhookTopicEnum] === topic)
    .map((subscription) => ({
      shop,
      topic,
      subscriptionId: subscription.id,
      callbackUrl: subscription.callbackUrl,
      apiVersion: subscription.apiVersion,
      webhookId: randomUUID(),
      eventId,
      triggeredAt: now,
      body,
      status: 'pending',
      attempts: 0,
      lastStatus: null,
      lastError: null,
      nextAttemptAt: now,
    }));
};

export const webhookHeaders = (delivery: WebhookDelivery, apiSecret: string): Record<string, string> => ({
  'content-type': 'application/json',
  'user-agent': 'Shopify-Captain-Hook',
  'x-shopify-topic': delivery.topic,
  'x-shopify-hmac-sha256': signWebhookBody(delivery.body, apiSecret),
  'x-shopify-shop-domain': delivery.shop,
  'x-shopify-api-version': delivery.apiVersion,
  'x-shopify-webhook-id': delivery.webhookId,
  'x-shopify-event-id': delivery.eventId,
  'x-shopify-triggered-at': delivery.triggeredAt,
});

export type WebhookSender = ReturnType<typeof createWebhookSender>;

export const createWebhookSender = (options: {
  state: DemoState;
  apiSecret: string;
  log?: (message: string) => void;
}) => {
  const attempt = async (delivery: WebhookDelivery): Promise<void> => {
    const result = await postOnce(delivery.callbackUrl, {
      headers: webhookHeaders(delivery, options.apiSecret),
      body: delivery.body,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    });
    const next: WebhookDelivery = { ...delivery, ...afterAttempt(delivery.attempts, result) };
    options.state.updateDelivery(next);
    if (next.status === 'failed') {
      options.log?.(
        `demo store: ${next.topic} to ${next.callbackUrl} failed ${next.attempts} times, abandoned`,
      );
    }
    if (next.status === 'pending') timers.schedule(next);
  };
  const timers = createRetryTimers(attempt);

  return {
    /** Starts delivering (asynchronously: the caller has already answered or is about to). */
    send: (deliveries: readonly WebhookDelivery[]): void => {
      for (const delivery of deliveries) timers.schedule(delivery);
    },
    /** Picks up what a previous run left pending. */
    resume: (): void => {
      for (const delivery of options.state.pendingDeliveries()) timers.schedule(delivery);
    },
    stop: timers.stop,
  };
};
