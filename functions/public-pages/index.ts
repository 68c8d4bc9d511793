/**
 * The public-pages module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */

export type { CardContent } from './card/card-data';
export { CARD_RUNTIME_FILES, resvgBinaryFiles } from './card/card-engine';
export { CARD_PATH_PREFIX } from './card/card-paths';
/** For the bench: one card drawn from its content (tests/bench/cards.ts). */
export { renderCardPng } from './card/card-render';
export { BUNDLED_WEB_DIR, PUBLIC_MANIFEST } from './web-build';
