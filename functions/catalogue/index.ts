/**
 * The catalogue module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { paymentPartners, type StorePlatform, storePlatforms } from '../../contracts/constants';
export type { Brand, SocialMediaLinks } from './brand-view';
export { completeBrandOnboarding } from './complete-brand-onboarding';
export { createBrandOnce } from './create-brand-once';
export { getConnectedBrandOrThrow } from './directory/get-connected-brand';
export {
  findBrandsByNamePrefix,
  getBrand,
  getBrandAndLiveCountOrThrow,
  getBrandCreatedBy,
  getBrandCreatedByOrThrow,
  getBrandOrThrow,
  getBrandSummaries,
  getSealedStoreToken,
  getStoreCurrency,
  recordStoreCurrencyIfUnknown,
} from './entities/brand';
// The brand's running totals live with the brand; the modules above it (partnerships, referrals, ledger)
// add to them in their own transactions, the dashboards read them.
export {
  addToBrandStats,
  type BrandStats,
  brandStatsEntity,
  getBrandStats,
  listBrandDays,
} from './entities/brand-stats';
export { getBrandStore } from './entities/brand-store';
export { getImportJobOrThrow } from './entities/import-job';
export type { Product, ProductItem } from './entities/product';
export {
  getProductItems,
  getProductOrThrow,
  hasBrandSetARate,
  listProductsOfBrand,
  listSampleStore,
  productExistsCheck,
  productInProgramAt,
  productLinkCountAdd,
  productPointerItem,
  productRateAt,
  requireOpenToNewPartners,
  sampleOfferedCheck,
} from './entities/product';
export { listConnectedShopifyStores, listStoresMissingScopes } from './list-connected-shopify-stores';
export { type PublicProduct, readPublicProduct } from './read-public-product';
export { requestImport } from './request-import';
export { setCommissionForAll } from './set-commission-for-all';
export { StoreChangedError, updateBrand } from './update-brand';
export { sampleStoreSortKey, updateProductSettings } from './update-product-settings';
export { importedProductId, upsertImportedProduct } from './upsert-imported-product';
