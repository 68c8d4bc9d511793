import { unlessRefused } from '../shared/data/client';
import { teamInvitation } from './entities/team-invitation';

/**
 * Whether send number `send` of an invitation is still the one to e-mail: not accepted, revoked or resent
 * since (a stale link is never mailed), and not mailed already (a redelivered event mails nothing).
 */
export const invitationSendToMail = async (
  brandId: string,
  invitationId: string,
  send: number,
): Promise<boolean> => {
  const { data } = await teamInvitation.get({ brand_id: brandId, id: invitationId }).go({ consistent: true });
  return Boolean(data && data.send === send && (data.mailed_send ?? 0) < send);
};

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
      .where((attr, op) => `${op.notExists(attr.mailed_send)} OR ${op.lt(attr.mailed_send, send)}`)
      .go(),
  );
};
