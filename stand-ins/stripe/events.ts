/**
 * Events as Stripe publishes them (`evt_…`, object 'event', the object's snapshot in data.object, the
 * changed fields' old values in data.previous_attributes) and their deliveries to every webhook endpoint.
 * The event and its deliveries are saved in the same write as the change that caused it.
 */
import { stripeId, unixNow } from './ids';
import type { StripeObject, StripeState } from './state';
import { newDeliveries, type StripeWebhookSender } from './webhook-delivery';

export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface EventContext {
  state: StripeState;
  sender: StripeWebhookSender;
}

export interface EmitOptions {
  previousAttributes?: Record<string, unknown>;
  /** Connect events (about a connected account) carry its id, as on Stripe. */
  account?: string;
  /** The API request that caused it (null for a change made on a hosted page). */
  request?: { id: string | null; idempotency_key: string | null };
  /** Delays the first attempt (an async payment's outcome arrives after its checkout.session.completed). */
  delayMs?: number;
}

/** Records the event with its deliveries and saves; the caller starts sending after it answered. */
export const emitEvent = (
  context: EventContext,
  type: string,
  object: StripeObject,
  options: EmitOptions = {},
): StripeObject => {
  const endpoints = context.state.endpoints();
  const event: StripeObject = {
    id: stripeId('evt'),
    object: 'event',
    ...(options.account ? { account: options.account } : {}),
    api_version: STRIPE_API_VERSION,
    created: unixNow(),
    data: {
      object: structuredClone(object),
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: endpoints.length,
    request: options.request ?? { id: null, idempotency_key: null },
    type,
  };
  const deliveries = newDeliveries(event.id, endpoints, options.delayMs);
  context.state.addEvent(event, deliveries);
  context.state.save();
  context.sender.send(deliveries);
  return event;
};
