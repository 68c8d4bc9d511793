import { reservedUsernames } from '../../contracts/reserved-usernames';
import type { MarketingPath } from '../../ui/public/pages/marketing-page';
import { isMarketingPath } from './marketing-paths';

/**
 * Which page a path is. The render function is the site's default origin: the server-rendered public
 * pages are its own; every other extension-less path is the signed-in app (the SPA's shell), whose
 * router takes it from there. Reserved usernames name every single-segment app path (/login,
 * /features, ...), so a storefront can never shadow one.
 */
export type PublicRoute =
  | { page: 'storefront'; username: string }
  | { page: 'product'; productId: string }
  | { page: 'storefront-product'; username: string; productId: string }
  | { page: 'storefront-collection'; username: string; slug: string }
  | { page: 'marketing'; path: MarketingPath }
  | { page: 'theme'; name: string }
  | { page: 'spa' };

/** Usernames are lower-case letters, digits, `_` and `-` (contracts/usernames.ts); the path may differ in case. */
const usernamePath = /^\/([A-Za-z0-9_-]{1,64})\/?$/;
const productPath = /^\/product\/([^/]{1,128})\/?$/;
/** A product as a creator's storefront shows it: /{username}/p/{productId}. */
const storefrontProductPath = /^\/([A-Za-z0-9_-]{1,64})\/p\/([^/]{1,128})\/?$/;
/** A collection of a creator's storefront: /{username}/c/{slug} (slugs are lower-case; the path may not be). */
const storefrontCollectionPath = /^\/([A-Za-z0-9_-]{1,64})\/c\/([A-Za-z0-9-]{1,80})\/?$/;

/** A path segment decoded, or '' for a malformed escape (no product has that id). */
const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};
const themePath = /^\/_theme\/([^/]{1,64})$/;

export const routeOf = (path: string): PublicRoute => {
  if (isMarketingPath(path)) return { page: 'marketing', path };
  const storefront = usernamePath.exec(path);
  if (storefront?.[1]) {
    const username = storefront[1].toLowerCase();
    return reservedUsernames.has(username) ? { page: 'spa' } : { page: 'storefront', username };
  }
  const theme = themePath.exec(path);
  if (theme?.[1]) return { page: 'theme', name: theme[1] };
  const product = productPath.exec(path);
  if (product?.[1]) return { page: 'product', productId: decoded(product[1]) };
  const picked = storefrontProductPath.exec(path);
  if (picked?.[1] && picked[2]) {
    const username = picked[1].toLowerCase();
    if (!reservedUsernames.has(username)) {
      return { page: 'storefront-product', username, productId: decoded(picked[2]) };
    }
  }
  const collection = storefrontCollectionPath.exec(path);
  if (collection?.[1] && collection[2]) {
    const username = collection[1].toLowerCase();
    if (!reservedUsernames.has(username)) {
      return { page: 'storefront-collection', username, slug: collection[2].toLowerCase() };
    }
  }
  return { page: 'spa' };
};
