/**
 * Webhook delivery as Stripe does it: each event is POSTed as raw JSON to every webhook endpoint, signed
 * for that endpoint (`Stripe-Signature`, webhook-signature.ts, signed afresh at each attempt as Stripe
 * does). A 2xx within 10 s succeeds; anything else (another status, a network error, a redirect, no answer)
 * is retried with a backoff — locally 1 s, 2 s, 4 s, … up to 8 attempts, where Stripe spreads them over 3
 * days — with the SAME event id, so a receiver can recognise a redelivery. Deliveries are queued in the
 * state file in the same write as the change that triggers them and resumed after a restart.
 */
import { randomUUID } from 'node:crypto';
import { afterAttempt, createRetryTimers, postOnce } from '../webhook-retries';
import type { StripeDelivery, StripeObject, StripeState, WebhookEndpoint } from './state';
import { stripeSignatureHeader } from './webhook-signature';

const ATTEMPT_TIMEOUT_MS = 10_000;

export const newDeliveries = (
  eventId: string,
  endpoints: readonly WebhookEndpoint[],
  delayMs = 0,
): StripeDelivery[] =>
  endpoints.map((endpoint) => ({
    id: randomUUID(),
    eventId,
    endpointId: endpoint.id,
    url: endpoint.url,
    status: 'pending',
    attempts: 0,
    lastStatus: null,
    lastError: null,
    nextAttemptAt: new Date(Date.now() + delayMs).toISOString(),
    history: [],
  }));

/** The exact bytes sent: the event as Stripe serialises it (pretty-printed JSON). */
export const eventPayload = (event: StripeObject): string => JSON.stringify(event, null, 2);

export type StripeWebhookSender = ReturnType<typeof createStripeWebhookSender>;

export const createStripeWebhookSender = (options: {
  state: StripeState;
  log?: (message: string) => void;
}) => {
  const { state } = options;

  const attempt = async (delivery: StripeDelivery): Promise<void> => {
    const event = state.events[delivery.eventId];
    const endpoint = state.endpoints().find((candidate) => candidate.id === delivery.endpointId);
    const payload = event ? eventPayload(event) : '';
    const result =
      event && endpoint
        ? // The endpoint's current URL: the app's follows the local cloud's port from one start to the next.
          await postOnce(endpoint.url, {
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
              // Signed afresh at each attempt, as Stripe does.
              'stripe-signature': stripeSignatureHeader(payload, endpoint.secret),
            },
            body: payload,
            timeoutMs: ATTEMPT_TIMEOUT_MS,
          })
        : { status: null, error: !event ? 'The event is gone' : 'The webhook endpoint was deleted' };
    // Stopped while the attempt was on the wire: its outcome is not recorded (the state may be gone, its
    // folder removed) and the delivery stays pending, so the next start sends it again, as Stripe would.
    if (stopped) return;
    const progress = afterAttempt(delivery.attempts, result, { retryable: Boolean(event && endpoint) });
    const next: StripeDelivery = {
      ...delivery,
      ...progress,
      history: [
        ...delivery.history,
        {
          at: new Date().toISOString(),
          status: result.status,
          error: progress.status === 'delivered' ? null : result.error,
        },
      ],
    };
    state.updateDelivery(next);
    if (next.status === 'failed') {
      options.log?.(
        `local Stripe: ${event?.type ?? delivery.eventId} to ${delivery.url} failed ${next.attempts} times`,
      );
    }
    if (next.status === 'pending') timers.schedule(next);
  };
  const timers = createRetryTimers(attempt);
  let stopped = false;

  return {
    send: (deliveries: readonly StripeDelivery[]): void => {
      for (const delivery of deliveries) timers.schedule(delivery);
    },
    resume: (): void => {
      for (const delivery of state.pendingDeliveries()) timers.schedule(delivery);
    },
    stop: (): void => {
      stopped = true;
      timers.stop();
    },
  };
};
