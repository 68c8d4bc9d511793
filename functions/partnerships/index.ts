/**
 * The partnerships module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { applyToPromote } from './apply-to-promote';
export { approveDiscountCode } from './approve-discount-code';
export { decide } from './decide-application';
export { listApplicationsOfBrand, listApplicationsOfCreator } from './entities/application';
export {
  addToCodeTotals,
  approvedCodeText,
  discountCodeHolder,
  getCodeSalesOfCreators,
  getDiscountCode,
  listDiscountCodesOfBrand,
} from './entities/discount-code';
export { hasBrandInvitedAnyone } from './entities/invitation';
export { listPartneredCreators, pagePartnersOfBrand } from './list-partnered-creators';
export { requestDiscountCode } from './request-discount-code';
export {
  type ApplicationStatus,
  getApplicationStatus,
  requireApprovedApplication,
} from './require-approval';
export {
  blacklistedSince,
  blockedMessages,
  isBlacklisted,
  requireNotBlacklisted,
} from './require-not-blacklisted';
export { sendBrandMessage } from './send-brand-message';
export { setRelationshipNotes, setRelationshipType } from './set-relationship';
export { listUsableCodesOfCreator, type UsableCode } from './usable-codes';
export { sampleV1Partner, type V1PartnerObject, v1PartnerOf } from './v1-partners';
