/**
 * The identity module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */

// Issue 22, API keys: the brand's keys (Developers) and the authorizer's lookup.
export {
  type ApiKeyGrant,
  createApiKey,
  findActiveApiKey,
  getApiKeyName,
  listApiKeys,
  recordApiKeyUse,
  revokeApiKey,
} from './api-keys';
// Issue 35: closing an account (the privacy module's transaction).
export { closedCreatorOperations } from './close-creator';
export { completeCreatorOnboarding } from './complete-creator-onboarding';
export { directoryItemsOf } from './directory-items';
export type { Creator } from './entities/creator';
export {
  findCreatorsByUsernamePrefix,
  getCreator,
  getCreatorsByIds,
  listCreatorDirectoryPage,
  toCreator,
} from './entities/creator';
// Issue 34: the directory brands filter (facet items) and its daily ranking.
export {
  type CreatorFacetItem,
  conversionBasisPoints,
  facetItemsOf,
  facetName,
  facetPartition,
  getCreatorCardsByIds,
  listCreatorFacetPage,
  platformsOf,
  topCreatorsOfFacet,
} from './entities/creator-facet';
export { type DirectoryResults, NO_RESULTS } from './entities/creator-results';
export {
  findProfilesByEmail,
  getProfile,
  getProfiles,
  markProfileOnboarded,
  profileClosedOperation,
  profileOnboardedOperation,
} from './entities/profile';
// Issue 35: the gate of money and key actions (who must sign in with two factors).
export { peopleWithSecondFactor } from './entities/second-factor';
// The creator's own address (their last sample's): credits writes it, the ledger's self-purchase signal reads it.
export {
  getShippingAddress,
  shippingAddressSavedOperation,
} from './entities/shipping-address';
export { getUsernameOwner } from './entities/username';
export { getCreatorByUsername } from './get-creator-by-username';
export { getOnboardingState } from './get-onboarding-state';
export { rankCreator } from './rank-creator';
// Issue 35: who makes a request's change, for its audit entry (the member's name and role, or the API key).
export { operatorActor, requestActor } from './request-actor';
export { requireOnboardedCreator } from './require-creator';
export { type ProfileFollower, saveCreatorProfileWith } from './save-creator-profile';
export { requireSecondFactor } from './security/require-second-factor';
