import { demoStoreUrl } from './env';

const SHOP_ORIGIN = /^https:\/\/([a-z0-9][a-z0-9-]*\.myshopify\.com)(?=[/?#]|$)/i;

/**
 * Local cloud only: https://{shop}/path → {SHOPIFY_DEMO_STORE_URL}/{shop}/path. The library always
 * builds https://{shop} URLs (authorize redirect, token exchange, Admin API); redirecting only the
 * transport keeps every other line of the real code path. Other URLs, and every URL when no demo
 * store is configured (AWS), pass through unchanged.
 */
export const toDemoStoreUrl = (url: string): string => {
  const base = demoStoreUrl();
  if (!base) return url;
  return url.replace(SHOP_ORIGIN, (_match, shop: string) => `${base}/${shop.toLowerCase()}`);
};

/** A fetch that sends Shopify-bound requests to the demo store (installed with setAbstractFetchFunc). */
export const demoStoreFetch: typeof fetch = (input, init) => {
  if (input instanceof Request) return fetch(new Request(toDemoStoreUrl(input.url), input), init);
  return fetch(toDemoStoreUrl(input instanceof URL ? input.href : input), init);
};
