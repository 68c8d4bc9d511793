/**
 * The public-pages module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */

export { CARD_ENGINE_MODULES, CARD_FONT_FILES } from './card/card-engine';
export { CARD_PATH_PREFIX } from './card/card-paths';
export { BUNDLED_WEB_DIR, PUBLIC_MANIFEST } from './web-build';
