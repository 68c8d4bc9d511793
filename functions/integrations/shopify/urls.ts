import { demoStoreUrl } from './env';

/**
 * The store's product page, where referral links send shoppers: https://{shop}/products/{handle}, or
 * the demo store's page in the local cloud. Needs no app credentials.
 */
export function productPageUrl(shop: string, handle: string): string {
  const path = `/products/${encodeURIComponent(handle)}`;
  const demo = demoStoreUrl();
  return demo ? `${demo}/${shop}${path}` : `https://${shop}${path}`;
}
