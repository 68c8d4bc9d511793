/**
 * Share cards' addresses (issue 34): one PNG per page, on the site's own origin, so unfurlers fetch it
 * as they fetch the page and the edge caches it with the same policy. The key is the page's own key
 * (a username; a username and a collection's address; a product id), so invalidation/paths.ts names a
 * card from the same event as its page.
 * A kind of card is one case in each step of the pipeline, the compiler naming every switch that lacks
 * it (the collection's was added so): its route and path here, its content in card-data.ts (the page's
 * own read), its pictures fetched in card-render.ts, its design in card-layout.tsx; its page's og:image
 * through cardImage (card-image.ts), and its invalidation beside its page's in invalidation/paths.ts.
 * Nothing in infra changes: /og/* is the card function's whole.
 */
export const CARD_PATH_PREFIX = '/og/';

/** The landing page's card: the same renderer, no data (see card-data.ts). */
export const SITE_CARD_PATH = '/og/site.png';

export type CardRoute =
  | { kind: 'site' }
  | { kind: 'storefront'; username: string }
  | { kind: 'collection'; username: string; slug: string }
  | { kind: 'product'; productId: string };

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const storefrontCard = /^\/og\/storefront\/([A-Za-z0-9_-]{1,64})\.png$/;
const productCard = /^\/og\/product\/([^/]{1,128})\.png$/;
/** A collection's address is lower-case letters, digits and single hyphens (contracts/storefront.ts). */
const collectionCard = /^\/og\/collection\/([a-z0-9_-]{1,64})\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

export const storefrontCardPath = (username: string): string =>
  `${CARD_PATH_PREFIX}storefront/${encodeURIComponent(username.toLowerCase())}.png`;

/** Under its storefront's username: one wildcard (`collectionCardsPath`) names all of a storefront's. */
export const collectionCardPath = (username: string, slug: string): string =>
  `${collectionCardsPath(username).slice(0, -1)}${encodeURIComponent(slug)}.png`;

export const collectionCardsPath = (username: string): string =>
  `${CARD_PATH_PREFIX}collection/${encodeURIComponent(username.toLowerCase())}/*`;

export const productCardPath = (productId: string): string =>
  `${CARD_PATH_PREFIX}product/${encodeURIComponent(productId)}.png`;

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The card a path names, or undefined (a 404 without reading anything). */
export const cardRouteOf = (path: string): CardRoute | undefined => {
  if (path === SITE_CARD_PATH) return { kind: 'site' };
  const storefront = storefrontCard.exec(path);
  // Only the lower-case spelling: one cached copy per card, the one an invalidation names.
  if (storefront?.[1]) {
    return storefront[1] === storefront[1].toLowerCase()
      ? { kind: 'storefront', username: storefront[1] }
      : undefined;
  }
  const collection = collectionCard.exec(path);
  if (collection?.[1] && collection[2]) {
    return { kind: 'collection', username: collection[1], slug: collection[2] };
  }
  const product = productCard.exec(path);
  const productId = product?.[1] ? decoded(product[1]) : undefined;
  if (productId && path === productCardPath(productId)) return { kind: 'product', productId };
  return undefined;
};
