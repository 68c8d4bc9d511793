/**
 * Local cloud only: where the demo store answers (as env.ts's demoStoreUrl). Read here directly so that
 * building a product URL (the redirect does, on every click) pulls in no Shopify client or secret loading.
 */
const demoStoreUrl = (): string | undefined =>
  process.env.SHOPIFY_DEMO_STORE_URL?.replace(/\/+$/, '') || undefined;

/**
 * The store's product page, where referral links send shoppers: https://{shop}/products/{handle}, or
 * the demo store's page in the local cloud. Needs no app credentials.
 */
export function productPageUrl(shop: string, handle: string): string {
  const path = `/products/${encodeURIComponent(handle)}`;
  const demo = demoStoreUrl();
  return demo ? `${demo}/${shop}${path}` : `https://${shop}${path}`;
}
