/**
 * The managers module's public face (issue 35, part 2: creator managers): what other modules, the
 * infrastructure and the tests may use. Anything not exported here is the module's own.
 */
export {
  claimManagerInvitationMail,
  markManagerInvitationMailed,
  releaseManagerInvitationMail,
} from './invitation-mail';
