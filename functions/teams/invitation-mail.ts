import { applied, unlessRefused } from '../shared/data/client';
import { teamInvitation } from './entities/team-invitation';

/** How long a delivery holds a send for its e-mail: SES answers well within it; a dead consumer's hold lapses. */
const CLAIM_MS = 60_000;

/**
 * Takes send number `send` of an invitation for e-mailing (a lease, as notifications' outgoing mail has):
 * only while it is the current send (not accepted, revoked or resent since: a stale link is never
 * mailed), not mailed already, and held by no other delivery. One conditional write, so deliveries of
 * the same event at once (at-least-once) send one e-mail: a read-then-send let each of them through.
 * A hold of an older send does not stand in a newer one's way.
 */
export const claimInvitationMail = (
  brandId: string,
  invitationId: string,
  send: number,
  token: string,
  now = Date.now(),
): Promise<boolean> =>
  applied(
    teamInvitation
      .patch({ brand_id: brandId, id: invitationId })
      .set({ mail_claim: token, mail_claim_send: send, mail_claim_until: now + CLAIM_MS })
      .where(
        (attr, op) =>
          `${op.eq(attr.send, send)} AND (${op.notExists(attr.mailed_send)} OR ${op.lt(attr.mailed_send, send)}) AND (${op.notExists(attr.mail_claim_until)} OR ${op.lt(attr.mail_claim_until, now)} OR ${op.ne(attr.mail_claim_send, send)})`,
      )
      .go(),
  );

/** Records that send number `send` was e-mailed (only forward: a late older send changes nothing). */
export const markInvitationMailed = async (
  brandId: string,
  invitationId: string,
  send: number,
): Promise<void> => {
  await unlessRefused(
    teamInvitation
      .patch({ brand_id: brandId, id: invitationId })
      .set({ mailed_send: send })
      .remove(['mail_claim', 'mail_claim_send', 'mail_claim_until'])
      .where((attr, op) => `${op.notExists(attr.mailed_send)} OR ${op.lt(attr.mailed_send, send)}`)
      .go(),
  );
};

/** The e-mail was not sent (suppressed address, SES failed): the hold ends, so a retry need not wait it out. */
export const releaseInvitationMail = async (
  brandId: string,
  invitationId: string,
  token: string,
): Promise<void> => {
  await unlessRefused(
    teamInvitation
      .patch({ brand_id: brandId, id: invitationId })
      .remove(['mail_claim', 'mail_claim_send', 'mail_claim_until'])
      .where((attr, op) => op.eq(attr.mail_claim, token))
      .go(),
  );
};
