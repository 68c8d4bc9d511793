/** The texts of digest e-mails, per category (locked categories never fold: their mail is always its own). */
import type { NotificationCategory } from '../../../contracts/notifications';

type Role = 'brand' | 'creator';

export interface DigestTexts {
  /** `when` names the digest's period: "on Nov 26" or "on Nov 26, 05:00–06:00 UTC". */
  subject: (count: number, when: string) => string;
  action: (role: Role) => { label: string; path: string };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const digestTexts: Record<NotificationCategory, DigestTexts> = {
  partnerships: {
    subject: (count, when) => `${plural(count, 'partnership update', 'partnership updates')} ${when}`,
    action: (role) => ({ label: 'Open Campaigns', path: `/${role}/campaigns` }),
  },
  sales: {
    subject: (count, when) => `Your sales ${when}: ${plural(count, 'new sale', 'new sales')}`,
    action: (role) =>
      role === 'brand'
        ? { label: 'See your sales', path: '/brand/campaigns?tab=sales' }
        : { label: 'See your earnings', path: '/creator/payouts' },
  },
  messages: {
    subject: (count, when) => `${plural(count, 'new message', 'new messages')} from creators ${when}`,
    action: () => ({ label: 'Open Messages', path: '/brand/messages' }),
  },
  money: {
    subject: (count, when) => `${plural(count, 'payment update', 'payment updates')} ${when}`,
    action: (role) =>
      role === 'brand'
        ? { label: 'Open billing', path: '/brand/account?tab=billing' }
        : { label: 'Open payouts', path: '/creator/payouts' },
  },
  content: {
    subject: (count, when) => `${plural(count, 'UGC update', 'UGC updates')} ${when}`,
    action: (role) => ({
      label: 'Open UGC',
      path: role === 'brand' ? '/brand/ugc' : '/creator/explore?tab=content',
    }),
  },
  samples: {
    subject: (count, when) => `${plural(count, 'sample update', 'sample updates')} ${when}`,
    action: (role) =>
      role === 'brand'
        ? { label: 'Open Samples', path: '/brand/samples' }
        : { label: 'Open credits', path: '/creator/credits' },
  },
  store: {
    subject: (count, when) => `${plural(count, 'store alert', 'store alerts')} ${when}`,
    action: () => ({ label: 'Open your store settings', path: '/brand/onboarding?step=store' }),
  },
  // Issue 35: locked, so never folded; here for completeness of the record.
  security: {
    subject: (count, when) => `${plural(count, 'new sign-in', 'new sign-ins')} to your account ${when}`,
    action: (role) => ({ label: 'Review your devices', path: `/${role}/account/security` }),
  },
};

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A digest's period in words, from its bucket's period (`2026-11-26` or `2026-11-26T05`). */
export const periodInWords = (period: string): string => {
  const hourly = period.includes('T');
  const start = new Date(hourly ? `${period}:00:00.000Z` : `${period}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) return '';
  if (!hourly) return `on ${dayFormat.format(start)}`;
  const hour = start.getUTCHours();
  const pad = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return `on ${dayFormat.format(start)}, ${pad(hour)}–${pad(hour + 1)} UTC`;
};
