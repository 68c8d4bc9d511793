import { getProductItems } from '../catalogue';
import type { Creator } from '../identity';
import { listLinksOfCreator } from '../referrals';
import { collectionView } from './collection-view';
import { entryView } from './editor-view';
import { readStorefrontOfCreator } from './entities/storefront';
import { defaultSettings, settingsOf } from './storefront-model';

/**
 * The editor's data: the storefront (or, before its first save, the spec's defaults with the bio the
 * creator wrote at onboarding, so the form starts from what the page would show), its products in
 * display order, and the products the creator may add — those they have a referral link for (an
 * approved application or a link they made), with image and price from the product (one BatchGetItem).
 */
export const loadEditor = async (creator: Creator) => {
  const [{ storefront, entries, collections }, links] = await Promise.all([
    readStorefrontOfCreator(creator.id),
    listLinksOfCreator(creator.id),
  ]);
  const products = await getProductItems(
    links.map((link) => ({ brand_id: link.brand_id, id: link.product_id })),
    { attributes: ['id', 'name', 'image_url', 'price_cents'] },
  );
  const productById = new Map(products.map((product) => [product.id, product]));
  const onStorefront = new Set(entries.map((entry) => entry.product_id));
  return {
    username: creator.username,
    avatar_url: creator.avatar_url,
    follower_count: storefront?.follower_count ?? 0,
    exists: storefront !== undefined,
    storefront: settingsOf(storefront ?? { ...defaultSettings(creator.username), bio: creator.bio }),
    products: entries.map(entryView),
    collections: collections.map((collection) => collectionView(collection, onStorefront)),
    // A deleted product keeps its link but cannot be shown: it is not offered.
    promotable: links.flatMap((link) => {
      const product = productById.get(link.product_id);
      if (!product) return [];
      return [
        {
          product_id: link.product_id,
          name: String(product.name ?? link.product_name),
          brand_name: link.brand_name,
          image_url: (product.image_url as string | null | undefined) ?? null,
          price_cents: Number(product.price_cents ?? 0),
          on_storefront: onStorefront.has(link.product_id),
        },
      ];
    }),
  };
};
