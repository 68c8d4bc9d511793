import { productPageUrl } from '../shopify/urls';

/** A brand's store as far as a product's address on it depends on it. */
export interface StoreAddress {
  store_connected?: boolean | null;
  store_platform?: string | null;
  shop_domain?: string | null;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The product's page name on the store: Shopify's handle, else one derived from the name (spec 7.5). */
export const productHandle = (product: { shopify_product_handle?: string | null; name: string }): string =>
  product.shopify_product_handle || slug(product.name);

/**
 * The product's page on the brand's connected store (spec 7.5), or null without one: Shopify's product
 * page; a store given by URL gets /products/{handle} on it, and only an http(s) one (anything else could
 * make a redirect an open door to javascript: or data: URLs). One definition for a referral link's
 * destination and the public product page's "Buy".
 */
export const storeProductUrl = (store: StoreAddress | undefined, handle: string): string | null => {
  if (!store?.store_connected || !store.shop_domain) return null;
  if (store.store_platform === 'shopify') return productPageUrl(store.shop_domain, handle);
  if (!/^https?:\/\//i.test(store.shop_domain)) return null;
  const url = new URL(`/products/${encodeURIComponent(handle)}`, store.shop_domain);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
};
