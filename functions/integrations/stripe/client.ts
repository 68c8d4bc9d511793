import type Stripe from 'stripe';
import { stripeApiEndpoint, stripeSecretKey } from './env';

/**
 * A small number of SDK retries: the SDK retries only network errors, 409s and 5xx (with the same
 * idempotency key), and our callers (consumers, schedules) are retried as a whole by their own runners.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

let instance: Stripe | undefined;

/**
 * The one Stripe client, created on first use, with the SDK itself loaded then (issue 33): a function
 * reaches this module through its feature's imports whether or not the invocation calls Stripe (a
 * billing page read, a payout that transfers nothing), and the SDK is the heaviest thing it would load.
 * Deployed it talks to api.stripe.com with the key read from Secrets Manager at cold start; locally
 * STRIPE_API_URL points the same SDK (host/port/protocol) at the local cloud's Stripe stand-in. Same code,
 * only the transport's address differs. Without a key it throws StripeNotConfiguredError, as before.
 */
export const stripe = async (): Promise<Stripe> => {
  if (instance) return instance;
  const key = stripeSecretKey();
  const endpoint = stripeApiEndpoint();
  const { default: StripeClient } = await import('stripe');
  instance ??= new StripeClient(key, {
    ...endpoint,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: 8_000,
    appInfo: { name: 'affiliate-marketplace' },
  });
  return instance;
};
