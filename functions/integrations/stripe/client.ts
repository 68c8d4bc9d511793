import Stripe from 'stripe';
import { stripeApiEndpoint, stripeSecretKey } from './env';

/**
 * A small number of SDK retries: the SDK retries only network errors, 409s and 5xx (with the same
 * idempotency key), and our callers (consumers, schedules) are retried as a whole by their own runners.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

let instance: Stripe | undefined;

/**
 * The one Stripe client, created on first use. Deployed it talks to api.stripe.com with the key read
 * from Secrets Manager at cold start; locally STRIPE_API_URL points the same SDK (host/port/protocol)
 * at the local cloud's Stripe stand-in. Same code, only the transport's address differs.
 */
export const stripe = (): Stripe => {
  if (instance) return instance;
  instance = new Stripe(stripeSecretKey(), {
    ...stripeApiEndpoint(),
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: 8_000,
    appInfo: { name: 'affiliate-marketplace' },
  });
  return instance;
};
