/**
 * The notifications module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { notifyingEvents } from './kinds';
export { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';
