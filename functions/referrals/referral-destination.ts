import type { Brand } from '../catalogue';
import { productPageUrl } from '../integrations';

/** What a destination depends on: the brand's store as it is at that moment. */
export type BrandStore = Pick<Brand, 'store_connected' | 'store_platform' | 'shop_domain'>;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The product's page name on the store: Shopify's handle, else one derived from the name (spec 7.5). */
export const productHandle = (product: { shopify_product_handle?: string | null; name: string }): string =>
  product.shopify_product_handle || slug(product.name);

/**
 * Where a link sends the shopper (spec 7.5): the store's product page; a store given by URL gets
 * /products/{handle} on it, and only an http(s) one (anything else could make the redirect an open
 * door to javascript: or data: URLs); without a store, this site's product page.
 */
export const destinationFor = (
  store: BrandStore | undefined,
  product: { id: string; handle: string },
): string => {
  if (store?.store_connected && store.store_platform === 'shopify' && store.shop_domain) {
    return productPageUrl(store.shop_domain, product.handle);
  }
  if (store?.store_connected && store.shop_domain && /^https?:\/\//i.test(store.shop_domain)) {
    const url = new URL(`/products/${encodeURIComponent(product.handle)}`, store.shop_domain);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  }
  return `/product/${encodeURIComponent(product.id)}`;
};

/**
 * The handle a link was made for: kept on links since handles were stored; older links carry it in
 * their destination (`…/products/{handle}`), or it is derived from the product's name.
 */
export const handleOfLink = (link: {
  product_handle?: string | null;
  destination_url: string;
  product_name: string;
}): string => {
  if (link.product_handle) return link.product_handle;
  const match = /\/products\/([^/?#]+)$/.exec(link.destination_url.split(/[?#]/)[0] ?? '');
  if (match?.[1]) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      // A malformed escape: fall back to the name.
    }
  }
  return slug(link.product_name);
};
