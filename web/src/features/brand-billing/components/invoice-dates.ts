import { formatLongDay } from '../../../../../ui/utils/format';

/**
 * "2026-11" → "November 2026". Periods are UTC months, so the label is computed in UTC: a reader west of
 * Greenwich would otherwise see the month before.
 */
export const formatPeriod = (period: string): string =>
  new Date(`${period}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The days an invoice's period covers, from the same UTC month as its label: "2026-11" →
 * "November 1 – 30, 2026". The invoice bills the ledger changes written in those days.
 */
export const formatPeriodDays = (period: string): string => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthName = formatPeriod(period).split(' ')[0];
  return `${monthName} 1 – ${lastDay}, ${year}`;
};

/**
 * Issue and due dates are billing-calendar days (midnight UTC), shown as that day everywhere:
 * "2026-12-15T00:00:00.000Z" → "December 15, 2026".
 */
export const formatBillingDay = (iso: string): string => formatLongDay(iso.slice(0, 10));
