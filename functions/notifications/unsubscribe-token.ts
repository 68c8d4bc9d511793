/**
 * The signed unsubscribe link of every e-mail: `{userId}.{category}.{signature}`, an HMAC-SHA256 of both
 * under a server-side key (MAIL_SIGNING_KEY). It works signed out (RFC 8058 one-click: the mail client
 * POSTs it without a session), names exactly one person and one category, and cannot be forged or
 * turned to another category. It does not expire: an unsubscribe link in an old e-mail must still work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationCategory, notificationCategoryKeys } from '../../contracts/notifications';
import { env } from '../shared/config';
import '../shared/mail/load-signing-key';

const signature = (userId: string, category: string): string =>
  createHmac('sha256', env.mailSigningKey).update(`unsubscribe:v1:${userId}:${category}`).digest('base64url');

export const unsubscribeToken = (userId: string, category: NotificationCategory): string =>
  `${userId}.${category}.${signature(userId, category)}`;

/** The person and category a token names, or undefined when it is malformed or its signature is wrong. */
export const readUnsubscribeToken = (
  token: string,
): { userId: string; category: NotificationCategory } | undefined => {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [userId, category, offered] = parts as [string, string, string];
  if (!userId || !(notificationCategoryKeys as string[]).includes(category)) return undefined;
  const expected = Buffer.from(signature(userId, category));
  const given = Buffer.from(offered);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, category: category as NotificationCategory };
};
