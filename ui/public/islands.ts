import { StorefrontSocial } from '../storefront/storefront-social';

/**
 * The interactive parts of the server-rendered public pages, by name. The server renders each inside
 * an `<Island>` (its HTML plus its props); the browser's small entry (entry.tsx) hydrates each by this
 * name with Preact, so a page's first load carries no React runtime and no signed-in app.
 */
export const islands = {
  'storefront-social': StorefrontSocial,
} as const;

export type IslandName = keyof typeof islands;
