import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productName } from '../../../contracts/constants';
import { MANAGER_INVITATION_DAYS } from '../../../contracts/creator-managers';
import type { EventDetail } from '../../../events/catalogue';
import {
  claimManagerInvitationMail,
  markManagerInvitationMailed,
  releaseManagerInvitationMail,
} from '../../managers';
import { env } from '../../shared/config';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { sendMail } from '../../shared/mail/send-mail';
import { invitationSecret } from '../../shared/tenancy/invitation-token';
import { isSuppressed } from '../entities/preferences';
import { NotificationEmail } from '../templates/notification-email';

/**
 * Consumer of ManagerInvitationSent (issue 35, part 2): e-mails the invitation's link to the address a
 * creator invited to manage their workspace, as send-team-invitation.consumer.ts does for brand teams: the
 * link's secret is derived again here (it is stored nowhere); an invitation no longer pending, already
 * mailed or being mailed by another delivery is skipped (the claim); a suppressed address gets nothing.
 */
export const handler = consumer('ManagerInvitationSent', async (detail) => {
  const token = randomUUID();
  if (!(await claimManagerInvitationMail(detail.creatorId, detail.invitationId, token))) {
    log.info('manager invitation not mailed: no longer pending, already sent or being sent', {
      invitationId: detail.invitationId,
    });
    return;
  }
  let sent = false;
  try {
    if (await isSuppressed(detail.email)) {
      log.info('manager invitation not mailed: address suppressed', { invitationId: detail.invitationId });
      return;
    }
    await mailInvitation(detail);
    sent = true;
    await markManagerInvitationMailed(detail.creatorId, detail.invitationId);
  } finally {
    if (!sent) await releaseManagerInvitationMail(detail.creatorId, detail.invitationId, token);
  }
});

const mailInvitation = async (detail: EventDetail<'ManagerInvitationSent'>): Promise<void> => {
  const url = `${env.appUrl}/manager-invitations/${invitationSecret(detail.invitationId, 1)}`;
  const heading = `${detail.creatorName} invited you to manage their workspace on ${productName}`;
  const paragraphs = [
    `As ${detail.creatorName}'s manager you can work in their workspace for them: storefront, brands, links, messages and UGC. Payouts and payout settings stay theirs alone.`,
    `The link works for ${MANAGER_INVITATION_DAYS} days. A manager signs in with a creator account for ${detail.email} (sign up as a creator with that address if you have none).`,
  ];
  const action = { label: 'Accept the invitation', url };
  const frame = {
    productName,
    appUrl: env.appUrl,
    postalAddress: env.mailPostalAddress,
    preview: paragraphs[0] as string,
    reason: `You get this e-mail because ${detail.creatorName} invited ${detail.email} to manage their workspace on ${productName}.`,
    unsubscribeUrl: null,
    preferencesUrl: env.appUrl,
  };
  await sendMail({
    to: detail.email,
    subject: heading,
    text: [
      heading,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      `${action.label}: ${url}`,
      '',
      '—',
      frame.reason,
    ].join('\n'),
    html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(NotificationEmail, { frame, heading, paragraphs, action }))}`,
  });
};
