import type { StorefrontCollection } from './storefront-model';

/**
 * A collection as the API answers it: only products still on the storefront (a removed product drops
 * out of every collection without a write to them), in the collection's order.
 */
export const collectionView = (collection: StorefrontCollection, onStorefront: ReadonlySet<string>) => ({
  slug: collection.slug,
  title: collection.title,
  cover_url: collection.cover_url,
  product_ids: collection.product_ids.filter((id) => onStorefront.has(id)),
  display_order: collection.display_order,
});
