/**
 * The storefront module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { addProductToStorefront } from './add-product';
export {
  readStorefrontOfCreator,
  readStorefrontStatus,
  storefrontProfileUpdates,
} from './entities/storefront';
export { type PublicStorefront, readStorefrontPage, readStorefrontPageWithOwner } from './public-storefront';
export { saveCreatorProfile } from './save-creator-profile';
export { saveStorefrontSettings } from './save-storefront-settings';
export { defaultSettings } from './storefront-model';
export { type FeaturingStorefront, readStorefrontsFeaturing } from './storefronts-featuring';
