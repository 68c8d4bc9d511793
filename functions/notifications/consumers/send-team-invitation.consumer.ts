import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type BrandRole, brandRoleDescriptions, brandRoleLabels } from '../../../contracts/brand-roles';
import { productName } from '../../../contracts/constants';
import { INVITATION_DAYS } from '../../../contracts/teams';
import type { EventDetail } from '../../../events/catalogue';
import { env } from '../../shared/config';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { sendMail } from '../../shared/mail/send-mail';
import { invitationSecret } from '../../shared/tenancy/invitation-token';
import { claimInvitationMail, markInvitationMailed, releaseInvitationMail } from '../../teams';
import { isSuppressed } from '../entities/preferences';
import { NotificationEmail } from '../templates/notification-email';

/**
 * Consumer of TeamInvitationSent (issue 35): e-mails the invitation's link to the address invited. The
 * link's secret is derived again here (it is stored nowhere). A send that is no longer current (resent,
 * revoked, accepted), already mailed, or being mailed by another delivery of the event is skipped (the
 * claim); a suppressed address gets nothing.
 */
export const handler = consumer('TeamInvitationSent', async (detail) => {
  const token = randomUUID();
  if (!(await claimInvitationMail(detail.brandId, detail.invitationId, detail.send, token))) {
    log.info('team invitation not mailed: no longer current, already sent or being sent', {
      invitationId: detail.invitationId,
    });
    return;
  }
  let sent = false;
  try {
    if (await isSuppressed(detail.email)) {
      log.info('team invitation not mailed: address suppressed', { invitationId: detail.invitationId });
      return;
    }
    await mailInvitation(detail);
    sent = true;
    await markInvitationMailed(detail.brandId, detail.invitationId, detail.send);
  } finally {
    // Not sent: the hold ends now, so a redelivery (or an address no longer suppressed) need not wait it out.
    if (!sent) await releaseInvitationMail(detail.brandId, detail.invitationId, token);
  }
});

const mailInvitation = async (detail: EventDetail<'TeamInvitationSent'>): Promise<void> => {
  const url = `${env.appUrl}/team-invitations/${invitationSecret(detail.invitationId, detail.send)}`;
  const role = detail.role as BrandRole;
  const heading = `${detail.invitedByName} invited you to ${detail.brandName} on ${productName}`;
  const paragraphs = [
    `You are invited to join ${detail.brandName}'s team as ${brandRoleLabels[role] ?? role}: ${brandRoleDescriptions[role] ?? ''}.`,
    `The link works for ${INVITATION_DAYS} days. Accepting it signs you up (or in) with ${detail.email}.`,
  ];
  const action = { label: 'Accept the invitation', url };
  const frame = {
    productName,
    appUrl: env.appUrl,
    postalAddress: env.mailPostalAddress,
    preview: paragraphs[0] as string,
    reason: `You get this e-mail because ${detail.invitedByName} invited ${detail.email} to a team on ${productName}.`,
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
