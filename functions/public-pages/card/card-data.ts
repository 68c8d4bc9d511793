/**
 * What a card shows, read the way its page reads it (the same Query / GetItems): a storefront's name,
 * handle, avatar, colours and first three product pictures; a collection's title, its storefront's
 * handle, avatar and colours, its cover and first product pictures; a product's name, brand, price and
 * picture.
 * Null when the page does not exist (or is switched off): no card for it. The pictures are still URLs
 * here; card-pictures.ts fetches them.
 */
import { formatUsd } from '../../../contracts/money-text';
import { collectionProducts } from '../../../ui/storefront/collection-sections';
import { readPublicProduct } from '../../catalogue';
import { readStorefrontPage } from '../../storefront';
import type { CardRoute } from './card-paths';

export const STOREFRONT_CARD_PICTURES = 3;
/** A collection's card: its cover, then its first products' pictures, four in all. */
export const COLLECTION_CARD_PICTURES = 4;

export type CardContent =
  | { kind: 'site' }
  | {
      kind: 'storefront';
      name: string;
      username: string;
      avatarUrl: string | null;
      themeColor: string;
      backgroundColor: string;
      productCount: number;
      pictureUrls: string[];
    }
  | {
      kind: 'collection';
      title: string;
      /** The storefront's: whose collection it is. */
      name: string;
      username: string;
      avatarUrl: string | null;
      themeColor: string;
      backgroundColor: string;
      productCount: number;
      /** The cover first (when it has one), then its products' pictures in its own order. */
      pictureUrls: string[];
    }
  | {
      kind: 'product';
      name: string;
      brand: string;
      price: string;
      pictureUrl: string | null;
    };

export const readCardContent = async (route: CardRoute): Promise<CardContent | null> => {
  switch (route.kind) {
    case 'site':
      return { kind: 'site' };
    case 'storefront': {
      const data = await readStorefrontPage(route.username);
      if (!data) return null;
      const { storefront, products } = data;
      return {
        kind: 'storefront',
        name: storefront.marketplace_name,
        username: storefront.username,
        avatarUrl: storefront.avatar_url,
        themeColor: storefront.theme_color,
        backgroundColor: storefront.background_color,
        productCount: products.length,
        // The storefront's own order (featured first, as the page lists them).
        pictureUrls: products
          .map((product) => product.image_url)
          .filter((url): url is string => Boolean(url))
          .slice(0, STOREFRONT_CARD_PICTURES),
      };
    }
    case 'collection': {
      const data = await readStorefrontPage(route.username);
      const collection = data?.collections.find((candidate) => candidate.slug === route.slug);
      if (!data || !collection) return null;
      const { storefront } = data;
      const products = collectionProducts(collection, data.products);
      return {
        kind: 'collection',
        title: collection.title,
        name: storefront.marketplace_name,
        username: storefront.username,
        avatarUrl: storefront.avatar_url,
        themeColor: storefront.theme_color,
        backgroundColor: storefront.background_color,
        productCount: products.length,
        pictureUrls: [collection.cover_url, ...products.map((product) => product.image_url)]
          .filter((url): url is string => Boolean(url))
          .slice(0, COLLECTION_CARD_PICTURES),
      };
    }
    case 'product': {
      const product = await readPublicProduct(route.productId);
      if (!product) return null;
      return {
        kind: 'product',
        name: product.name,
        brand: product.brand.name,
        // Prices are shown in US dollars across the product (the page's own formatter).
        price: formatUsd(product.price_cents),
        pictureUrl: product.image_url,
      };
    }
  }
};
