/**
 * The teams module's public face (issue 35): what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { claimInvitationMail, markInvitationMailed, releaseInvitationMail } from './invitation-mail';
