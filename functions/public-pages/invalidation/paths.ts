/**
 * Which cached pages a change makes stale, as CloudFront invalidation paths (the cache key is the path
 * alone: infra/constructs/public-pages.ts). The render function answers a path with or without its
 * trailing slash (route.ts), and each is its own cache entry, so both go.
 *
 * - A storefront's page is `/{username}` (and the old `/{previousUsername}` after a rename), its
 *   products' pages `/{username}/p/{id}` (one wildcard path: the storefront's copy of each product,
 *   its note and its tracked link are on them) and its collections' pages `/{username}/c/{slug}`
 *   (another wildcard: every storefront change can change a collection's products). The products it names (`productIds`: added, removed,
 *   or all of them when it is switched on or off or renamed) list it on their own pages `/product/{id}`.
 * - A product's page is `/product/{id}`. Storefront pages also show products, but a storefront entry
 *   copies the product's data when it is added, so a product change leaves storefront pages as they are.
 *   A creator's page of the product (`/{username}/p/{id}`) also shows the product's own description and
 *   price; CloudFront cannot invalidate every storefront's page of one product (a wildcard only ends a
 *   path, it cannot stand for the username), so those copies follow within the page cache's s-maxage
 *   (CACHE.page). Their "Also picked by" list follows storefronts at once: the consumer names those
 *   pages when a storefront's products change (invalidate-public-pages.consumer.ts).
 * - A creator's discount code that became usable (approved without a store, or created in the brand's
 *   store) or not (the store refused it) shows on their storefront's products: the storefront's pages
 *   go, by the username the consumer read for the event's creator.
 * - A brand's name and logo are on every one of its products' pages, which the event does not list:
 *   all product pages go (`/product/*`, one path, as CloudFront counts a wildcard).
 * - Each page's share card (card/card-paths.ts) is drawn from the same data as its page, so it goes with
 *   it: the storefront's card with the storefront (its name, avatar, colours and first pictures), its
 *   collections' cards with it too (`/og/collection/{username}/*`, as their pages), a product's with the
 *   product, every product card with a brand change (`/og/product/*`). A discount code is on no card.
 */
import {
  CARD_PATH_PREFIX,
  collectionCardsPath,
  productCardPath,
  storefrontCardPath,
} from '../card/card-paths';
import type { PageChange } from './change-events';

const withTrailingSlash = (path: string): string[] => [path, `${path}/`];

/** Usernames are stored lower-case; the path is URL-safe as it is (letters, digits, `_`, `-`). */
const storefrontPages = (username: string): string[] => {
  const page = `/${encodeURIComponent(username.toLowerCase())}`;
  // Its products' and its collections' pages: one wildcard path each.
  return [...withTrailingSlash(page), `${page}/p/*`, `${page}/c/*`];
};

const storefrontPaths = (username: string): string[] => [
  ...storefrontPages(username),
  storefrontCardPath(username),
  collectionCardsPath(username),
];

/** As a browser requests it: an id with characters outside a path segment is percent-encoded. */
const productPaths = (productId: string): string[] => [
  ...withTrailingSlash(`/product/${encodeURIComponent(productId)}`),
  productCardPath(productId),
];

export const pathsToInvalidate = (change: PageChange): string[] => {
  switch (change.name) {
    case 'StorefrontChanged': {
      const { username, previousUsername, productIds = [] } = change.detail;
      const paths = storefrontPaths(username);
      if (previousUsername && previousUsername.toLowerCase() !== username.toLowerCase()) {
        paths.push(...storefrontPaths(previousUsername));
      }
      return [...paths, ...productIds.flatMap(productPaths)];
    }
    case 'ProductChanged':
      return productPaths(change.detail.productId);
    case 'BrandChanged':
      return ['/product/*', `${CARD_PATH_PREFIX}product/*`];
    case 'DiscountCodeApproved':
    case 'DiscountCodeSynced':
    case 'DiscountCodeRotated':
      // A code is on the pages, not on the card: the card stays cached.
      return change.username ? storefrontPages(change.username) : [];
  }
};
