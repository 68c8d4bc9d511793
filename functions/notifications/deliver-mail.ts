/**
 * Sends one pending e-mail: claim (a lease) → render → SES → mark sent. Called by the consumer right
 * after the notification's transaction, by a redelivery of the same event (which finds the mail still
 * pending only if the first delivery died before SES), and by the digest schedule's sweep of stale
 * pending mail. A mail that someone else holds, or that is already sent, is left alone: one e-mail per
 * notification however often the event is delivered.
 */
import { randomUUID } from 'node:crypto';
import { type NotificationCategory, notificationCategories } from '../../contracts/notifications';
import { getProfile } from '../identity';
import { env } from '../shared/config';
import { log } from '../shared/log';
import { sendMail } from '../shared/mail/send-mail';
import { claimMail, closeMail, releaseMail } from './entities/outgoing-mail';
import { emailOff, isSuppressed } from './entities/preferences';
import { kindOf } from './kinds';
import type { Props } from './kinds/kind';
import { type MailContext, renderNotificationMail } from './render-mail';

/** Whether mail of this category may still go to this person (checked again at send time). */
export const mayEmail = async (userId: string, to: string, category: NotificationCategory) => {
  const [off, suppressed] = await Promise.all([emailOff(userId), isSuppressed(to)]);
  if (suppressed) return { ok: false as const, reason: 'suppressed' };
  if (!notificationCategories[category].locked && off.has(category))
    return { ok: false as const, reason: 'unsubscribed' };
  return { ok: true as const };
};

export const mailContext = async (userId: string, to: string): Promise<MailContext> => {
  const profile = await getProfile(userId);
  return {
    to,
    userId,
    role: profile?.role === 'brand' ? 'brand' : 'creator',
    appUrl: env.appUrl,
    postalAddress: env.mailPostalAddress,
  };
};

export const deliverMail = async (mailId: string): Promise<'sent' | 'skipped' | 'not-pending'> => {
  const token = randomUUID();
  const mail = await claimMail(mailId, token);
  if (!mail) return 'not-pending';
  const kind = kindOf(mail.kind);
  const category = mail.category as NotificationCategory;
  try {
    const allowed = await mayEmail(mail.user_id, mail.to, category);
    if (!kind || !allowed.ok) {
      const reason = kind ? (allowed.ok ? '' : allowed.reason) : `unknown kind ${mail.kind}`;
      await closeMail(mailId, token, { skipped: reason });
      log.info('notification e-mail skipped', { mailId, reason });
      return 'skipped';
    }
    const message = renderNotificationMail(
      kind,
      mail.props as Props,
      await mailContext(mail.user_id, mail.to),
    );
    const messageId = await sendMail({ to: mail.to, ...message });
    await closeMail(mailId, token, { sent: { messageId } });
    log.info('notification e-mail sent', { mailId, kind: mail.kind, messageId });
    return 'sent';
  } catch (error) {
    await releaseMail(mailId, token);
    throw error;
  }
};
