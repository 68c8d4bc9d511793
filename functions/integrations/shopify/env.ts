import { ShopifyNotConfiguredError } from './errors';
import './load-secret';

/**
 * The Shopify app's configuration, from the environment. Read on first use rather than at import:
 * handler modules that import this one must still load (and serve their other routes) in an
 * environment deployed without a Shopify app; only a Shopify call then fails, loudly and typed.
 */
export interface ShopifyEnv {
  apiKey: string;
  apiSecret: string;
  /** Our public base URL (OAuth redirect_uri host), e.g. https://app.example.com */
  appUrl: URL;
}

let configured: ShopifyEnv | undefined;

export const shopifyEnv = (): ShopifyEnv => {
  if (configured) return configured;
  const apiKey = process.env.SHOPIFY_API_KEY;
  const apiSecret = process.env.SHOPIFY_API_SECRET;
  const appUrl = process.env.SHOPIFY_APP_URL;
  if (!apiKey || !apiSecret || !appUrl) throw new ShopifyNotConfiguredError();
  configured = { apiKey, apiSecret, appUrl: new URL(appUrl) };
  return configured;
};

/**
 * Local cloud only: where the demo store answers (e.g. http://localhost:3000/__shopify). Unset in AWS,
 * where the real https://{shop} is used. Needs no credentials, so referral URLs work without them.
 */
export const demoStoreUrl = (): string | undefined =>
  process.env.SHOPIFY_DEMO_STORE_URL?.replace(/\/+$/, '') || undefined;

/** Whether Shopify connections can be offered here (the onboarding screen hides them otherwise). */
export const shopifyAvailable = (): boolean => {
  try {
    shopifyEnv();
    return true;
  } catch {
    return false;
  }
};
