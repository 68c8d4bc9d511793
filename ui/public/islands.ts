import { StorefrontSocial } from '../storefront/storefront-social';

/**
 * The interactive parts of the server-rendered public pages, by name. The server renders each with
 * React inside an `<Island>` (its HTML plus its props); the public pages' script (web/src/public/entry.ts)
 * gives each its behaviour by this name in plain DOM (web/src/public/islands.ts), so a page's first load
 * carries no framework and no signed-in app, and reads the same with JavaScript off.
 */
export const islands = {
  'storefront-social': StorefrontSocial,
} as const;

export type IslandName = keyof typeof islands;
