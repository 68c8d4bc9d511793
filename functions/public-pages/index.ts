/**
 * The public-pages module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { BUNDLED_WEB_DIR, PUBLIC_MANIFEST } from './web-build';
