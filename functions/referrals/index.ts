/**
 * The referrals module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */

export { applyClickShardChanges, type ClickShardChange } from './aggregate-click-changes';
export { ensureReferralLink } from './ensure-referral-link';
export { countClicks } from './entities/click-counter';
// Issue 36: the fraud signals' view of a link's clicks in time.
export { linkClickHistory } from './entities/click-history';
export { recordClick } from './entities/link-redirect';
export type { ReferralLink } from './entities/referral-link';
export {
  addToLinkTotals,
  commissionsOf,
  getLinkByCode,
  getLinkOfCreatorForProduct,
  // Issue 22: the public API's partners.
  getLinksOfPairs,
  listLinksOfCreator,
  pageCreatorsWithLinkOn,
} from './entities/referral-link';
export {
  conversionRate,
  linkTotalsOfCreatorWithBrand,
  listLinksOfProduct,
  type ProductLinkCursor,
  pageLinksOfProduct,
} from './link-stats';
export { destinationFor, handleOfLink, productHandle } from './referral-destination';
export { trackedUrl } from './tracked-url';
