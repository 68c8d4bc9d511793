import { applied, unlessRefused } from '../shared/data/client';
import { managerInvitation } from './entities/manager-invitation';

/** How long a delivery holds an invitation for its e-mail: SES answers well within it; a dead consumer's hold lapses. */
const CLAIM_MS = 60_000;

/**
 * Takes an invitation for e-mailing (as teams/invitation-mail.ts does): only while it is pending (not
 * accepted or revoked: a dead link is never mailed), not mailed already and held by no other delivery.
 * One conditional write, so deliveries of the same event at once send one e-mail.
 */
export const claimManagerInvitationMail = (
  creatorId: string,
  invitationId: string,
  token: string,
  now = Date.now(),
): Promise<boolean> =>
  applied(
    managerInvitation
      .patch({ creator_id: creatorId, id: invitationId })
      .set({ mail_claim: token, mail_claim_until: now + CLAIM_MS })
      .where(
        (attr, op) =>
          `${op.notExists(attr.mailed)} AND (${op.notExists(attr.mail_claim_until)} OR ${op.lt(attr.mail_claim_until, now)})`,
      )
      .go(),
  );

/** Records that the invitation was e-mailed. */
export const markManagerInvitationMailed = async (creatorId: string, invitationId: string): Promise<void> => {
  await unlessRefused(
    managerInvitation
      .patch({ creator_id: creatorId, id: invitationId })
      .set({ mailed: true })
      .remove(['mail_claim', 'mail_claim_until'])
      .go(),
  );
};

/** The e-mail was not sent (suppressed address, SES failed): the hold ends, so a retry need not wait it out. */
export const releaseManagerInvitationMail = async (
  creatorId: string,
  invitationId: string,
  token: string,
): Promise<void> => {
  await unlessRefused(
    managerInvitation
      .patch({ creator_id: creatorId, id: invitationId })
      .remove(['mail_claim', 'mail_claim_until'])
      .where((attr, op) => op.eq(attr.mail_claim, token))
      .go(),
  );
};
