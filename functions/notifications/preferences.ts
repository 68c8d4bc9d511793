/**
 * A person's e-mail preferences as the Account screens show them: every category of their role, on or
 * off, locked ones always on; and whether their address is suppressed (then nothing is sent at all).
 */
import {
  categoriesOf,
  type NotificationCategory,
  type NotificationPreferences,
  notificationCategories,
} from '../../contracts/notifications';
import { getProfile } from '../identity';
import { DomainError } from '../shared/errors';
import { emailOff, isSuppressed, setEmailOff } from './entities/preferences';

const profileOf = async (userId: string) => {
  const profile = await getProfile(userId);
  if (!profile) throw new DomainError('not_found', 'Profile not found');
  return profile;
};

export const getPreferences = async (userId: string): Promise<NotificationPreferences> => {
  const profile = await profileOf(userId);
  const [off, suppressed] = await Promise.all([
    emailOff(userId),
    profile.email ? isSuppressed(profile.email) : false,
  ]);
  return {
    email: profile.email,
    suppressed,
    categories: categoriesOf(profile.role).map((category) => {
      const definition = notificationCategories[category];
      return {
        category,
        label: definition.label,
        description: definition[profile.role] ?? '',
        email: definition.locked || !off.has(category),
        locked: definition.locked,
      };
    }),
  };
};

/** Turns categories on or off; refuses (400, at the field) to turn off a locked one or another role's. */
export const updatePreferences = async (
  userId: string,
  changes: Partial<Record<NotificationCategory, boolean>>,
  at = new Date(),
): Promise<NotificationPreferences> => {
  const profile = await profileOf(userId);
  const own = new Set(categoriesOf(profile.role));
  const fields: Record<string, string> = {};
  for (const [category, on] of Object.entries(changes) as [NotificationCategory, boolean][]) {
    if (!own.has(category)) fields[`email.${category}`] = 'This category does not apply to your account.';
    else if (!on && notificationCategories[category].locked)
      fields[`email.${category}`] =
        `${notificationCategories[category].label} e-mails concern money or your account and cannot be turned off.`;
  }
  if (Object.keys(fields).length > 0)
    throw new DomainError('validation_failed', 'Some e-mail preferences cannot be changed.', fields);
  const entries = Object.entries(changes) as [NotificationCategory, boolean][];
  await setEmailOff(
    userId,
    entries.filter(([, on]) => !on).map(([category]) => category),
    entries.filter(([, on]) => on).map(([category]) => category),
    at,
  );
  return getPreferences(userId);
};

/** What an unsubscribe link names, for the signed-out page: the address is partly masked. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'•'.repeat(Math.max(1, Math.min(6, local.length - shown.length)))}@${domain}`;
};

export const unsubscribeState = async (userId: string, category: NotificationCategory) => {
  const profile = await profileOf(userId);
  const off = await emailOff(userId);
  return {
    category,
    label: notificationCategories[category].label,
    email: maskEmail(profile.email),
    unsubscribed: off.has(category),
  };
};

/** The one-click unsubscribe: idempotent, and a locked category is never turned off. */
export const unsubscribeFrom = async (userId: string, category: NotificationCategory, at = new Date()) => {
  await profileOf(userId);
  if (notificationCategories[category].locked) return;
  await setEmailOff(userId, [category], [], at);
};
