/**
 * The identity module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */

export type { Creator } from './entities/creator';
export {
  getCreator,
  getCreatorByUsername,
  getCreatorsByIds,
  listCreatorDirectoryPage,
  saveCreatorProfile,
} from './entities/creator';
export { getProfile, markProfileOnboarded } from './entities/profile';
export { requireOnboardedCreator } from './require-creator';
