import { StripeNotConfiguredError } from './errors';
import './load-secret';

/**
 * Stripe's configuration, from the environment, read on first use (not at import): a handler module
 * that imports this must still load and serve its other routes where Stripe is not configured; only a
 * Stripe call then fails, typed (StripeNotConfiguredError → 503).
 *
 *   STRIPE_SECRET_KEY      the API key (sk_…); deployed, from the STRIPE_SECRET_ARN secret at cold start
 *   STRIPE_WEBHOOK_SECRET  the webhook endpoint's signing secret (whsec_…); same secret
 *   STRIPE_API_URL         where the API answers when it is not api.stripe.com (the local stand-in)
 *   APP_URL                our public base URL (Connect onboarding return/refresh pages); falls back to
 *                          SHOPIFY_APP_URL, which is the same base URL configured for Shopify's OAuth
 */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new StripeNotConfiguredError(name);
  return value;
};

export const stripeSecretKey = (): string => required('STRIPE_SECRET_KEY');

export const stripeWebhookSecret = (): string => required('STRIPE_WEBHOOK_SECRET');

/** The SDK's host/port/protocol for STRIPE_API_URL; undefined: Stripe itself (api.stripe.com). */
export const stripeApiEndpoint = ():
  | { host: string; port: number; protocol: 'http' | 'https' }
  | undefined => {
  const raw = process.env.STRIPE_API_URL;
  if (!raw) return undefined;
  const url = new URL(raw);
  // The SDK always requests /v1/… from the host's root: a base path would be silently dropped.
  if (url.pathname !== '/' && url.pathname !== '')
    throw new Error(`STRIPE_API_URL must be an origin without a path (the SDK requests /v1/…); got ${raw}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
};

/** Our public base URL, without a trailing slash. */
export const appUrl = (): string => {
  const value = process.env.APP_URL || process.env.SHOPIFY_APP_URL;
  if (!value) throw new StripeNotConfiguredError('APP_URL');
  return value.replace(/\/+$/, '');
};
