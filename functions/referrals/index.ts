/**
 * The referrals module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */

export type { ClickShardChange } from './entities/click-counter';
export { applyClickShardChanges, countClicks } from './entities/click-counter';
export type { ReferralLink } from './entities/referral-link';
export {
  commissionsOf,
  ensureReferralLink,
  getLinkByCode,
  getLinkOfCreatorForProduct,
  listLinksOfCreator,
} from './entities/referral-link';
export { conversionRate, listLinksOfProduct } from './link-stats';
export { trackedUrl } from './tracked-url';
