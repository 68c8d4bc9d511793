/**
 * Webhook delivery as Stripe does it: each event is POSTed as raw JSON to every webhook endpoint, signed
 * for that endpoint (`Stripe-Signature`, webhook-signature.ts, signed afresh at each attempt as Stripe
 * does). A 2xx within 10 s succeeds; anything else (another status, a network error, a redirect, no answer)
 * is retried with a backoff — locally 1 s, 2 s, 4 s, … up to 8 attempts, where Stripe spreads them over 3
 * days — with the SAME event id, so a receiver can recognise a redelivery. Deliveries are queued in the
 * state file in the same write as the change that triggers them and resumed after a restart.
 */
import { randomUUID } from 'node:crypto';
import type { StripeDelivery, StripeObject, StripeState, WebhookEndpoint } from './state';
import { stripeSignatureHeader } from './webhook-signature';

const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 1_000;

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
  const timers = new Set<NodeJS.Timeout>();
  const { state } = options;

  const attempt = async (delivery: StripeDelivery): Promise<void> => {
    const event = state.events[delivery.eventId];
    const endpoint = state.endpoints().find((candidate) => candidate.id === delivery.endpointId);
    let status: number | null = null;
    let error: string | null = null;
    if (!event || !endpoint) {
      error = !event ? 'The event is gone' : 'The webhook endpoint was deleted';
    } else {
      const payload = eventPayload(event);
      try {
        // The endpoint's current URL: the app's follows the local cloud's port from one start to the next.
        const response = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': stripeSignatureHeader(payload, endpoint.secret),
          },
          body: payload,
          // Stripe counts a redirect as a failed attempt.
          redirect: 'manual',
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        status = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (caught) {
        error =
          (caught as Error).name === 'TimeoutError' ? 'No answer within 10 s' : (caught as Error).message;
      }
    }
    const attempts = delivery.attempts + 1;
    const ok = status !== null && status >= 200 && status < 300;
    const retry = !ok && attempts < MAX_ATTEMPTS && Boolean(event && endpoint);
    const next: StripeDelivery = {
      ...delivery,
      attempts,
      lastStatus: status,
      lastError: ok ? null : (error ?? `HTTP ${status}`),
      status: ok ? 'delivered' : retry ? 'pending' : 'failed',
      nextAttemptAt: retry ? new Date(Date.now() + FIRST_RETRY_MS * 2 ** (attempts - 1)).toISOString() : null,
      history: [...delivery.history, { at: new Date().toISOString(), status, error: ok ? null : error }],
    };
    state.updateDelivery(next);
    if (next.status === 'failed') {
      options.log?.(
        `local Stripe: ${event?.type ?? delivery.eventId} to ${delivery.url} failed ${attempts} times`,
      );
    }
    if (retry) schedule(next);
  };

  const schedule = (delivery: StripeDelivery): void => {
    const wait = Math.max(0, Date.parse(delivery.nextAttemptAt ?? '') - Date.now() || 0);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(delivery);
    }, wait);
    // Pending deliveries never keep the process alive: they are in the state file and resume on start.
    timer.unref();
    timers.add(timer);
  };

  return {
    send: (deliveries: readonly StripeDelivery[]): void => {
      for (const delivery of deliveries) schedule(delivery);
    },
    resume: (): void => {
      for (const delivery of state.pendingDeliveries()) schedule(delivery);
    },
    stop: (): void => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
