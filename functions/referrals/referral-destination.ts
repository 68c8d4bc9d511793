import type { Brand } from '../catalogue';
import { productHandle, storeProductUrl } from '../integrations';

export { productHandle };

/** What a destination depends on: the brand's store as it is at that moment. */
export type BrandStore = Pick<Brand, 'store_connected' | 'store_platform' | 'shop_domain'>;

/**
 * Where a link sends the shopper (spec 7.5): the product's page on the brand's store
 * (integrations' storeProductUrl), else this site's product page.
 */
export const destinationFor = (
  store: BrandStore | undefined,
  product: { id: string; handle: string },
): string => storeProductUrl(store, product.handle) ?? `/product/${encodeURIComponent(product.id)}`;

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
  return productHandle({ name: link.product_name });
};
