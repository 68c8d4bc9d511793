/**
 * The credits module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { creatorLinksOf } from './creator-links';
export { requestSample } from './request-sample';
