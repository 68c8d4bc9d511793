/** The texts of digest e-mails, per category (locked categories never fold: their mail is always its own). */
import type { NotificationCategory } from '../../../contracts/notifications';

type Role = 'brand' | 'creator';

export interface DigestTexts {
  subject: (count: number, hourly: boolean) => string;
  action: (role: Role) => { label: string; path: string };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const digestTexts: Record<NotificationCategory, DigestTexts> = {
  partnerships: {
    subject: (count, hourly) =>
      `${plural(count, 'partnership update', 'partnership updates')} ${hourly ? 'in the last hour' : 'today'}`,
    action: (role) => ({ label: 'Open Campaigns', path: `/${role}/campaigns` }),
  },
  sales: {
    subject: (count) => `Your sales today: ${plural(count, 'new sale', 'new sales')}`,
    action: () => ({ label: 'See your earnings', path: '/creator/payouts' }),
  },
  money: {
    subject: (count) => plural(count, 'payment update', 'payment updates'),
    action: (role) =>
      role === 'brand'
        ? { label: 'Open billing', path: '/brand/account' }
        : { label: 'Open payouts', path: '/creator/payouts' },
  },
  content: {
    subject: (count) => `${plural(count, 'UGC update', 'UGC updates')} today`,
    action: (role) => ({ label: 'Open UGC', path: role === 'brand' ? '/brand/ugc' : '/creator/explore' }),
  },
  samples: {
    subject: (count) => `${plural(count, 'sample update', 'sample updates')} today`,
    action: (role) =>
      role === 'brand'
        ? { label: 'Open Samples', path: '/brand/samples' }
        : { label: 'Open credits', path: '/creator/credits' },
  },
  store: {
    subject: (count) => plural(count, 'store alert', 'store alerts'),
    action: () => ({ label: 'Open your store settings', path: '/brand/onboarding?step=store' }),
  },
};
