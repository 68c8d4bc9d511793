/** Display formats the spec fixes (section 9); every screen formats through these. */

/**
 * Money: the one formatter of integer cents (contracts/money-text.ts), shared with the text the server
 * writes, so "$4,814.60" reads the same on a screen and in an invoice line.
 */
export { centsToDecimal, formatUsd, formatUsdCompact, formatUsdShort } from '../../contracts/money-text';

/** `count` in `unit`s, one decimal, rounded down (integer division first: no float drift). */
const inUnits = (count: number, unit: number): string => (Math.floor(count / (unit / 10)) / 10).toFixed(1);

/**
 * Follower counts with K or M and one decimal: 950 → "950", 1250 → "1.2K", 2_500_000 → "2.5M". Rounded
 * down, so 999_999 is "999.9K" rather than "1000.0K".
 */
export const formatFollowers = (count: number): string => {
  if (count >= 1_000_000) return `${inUnits(count, 1_000_000)}M`;
  if (count >= 1_000) return `${inUnits(count, 1_000)}K`;
  return String(count);
};

/** A percentage with one decimal ("4.2%"); `null` is the spec's "N/A". */
export const formatPercent = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? 'N/A' : `${value.toFixed(1)}%`;

/** Whole numbers with thousands separators: 12345 → "12,345". */
export const formatCount = (value: number): string => value.toLocaleString('en-US');

/** "2025-03-07" → "Mar 7" (dates of a series are UTC days). */
export const formatShortDay = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "2025-03-07" → "March 7, 2025". */
export const formatLongDay = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** An ISO timestamp as a date in the reader's time zone: "2025-03-07T10:00:00Z" → "Mar 7, 2025". */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Earnings per sale (spec 9): price × commission % / 100, in whole cents. */
export const earnPerSaleCents = (priceCents: number, commissionPercentage: number): number =>
  Math.round((priceCents * commissionPercentage) / 100);

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * How long ago an ISO timestamp was, as a notification list says it: "just now", "5 minutes ago",
 * "3 hours ago", "yesterday", "4 days ago"; older than a week, the date ("Mar 7, 2025").
 */
export const formatTimeAgo = (iso: string, now: number = Date.now()): string => {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeTime.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativeTime.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relativeTime.format(-days, 'day');
  return formatDate(iso);
};

/** An ISO timestamp with date and time in the reader's time zone: "Mar 7, 2025, 10:04 AM". */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
