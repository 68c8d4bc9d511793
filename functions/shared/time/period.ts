/**
 * Billing periods: a calendar month in UTC, written 'YYYY-MM' (invoices, ledger counters, payouts and
 * the top-performer ranking all use it). The one place that does month arithmetic, on date-fns with
 * UTCDate so that no machine's time zone can move a month boundary (the local cloud runs in the user's
 * zone; Lambda in UTC).
 */
import { UTCDate } from '@date-fns/utc';
import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';

/** 'YYYY-MM'. */
export type Period = string;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isPeriod = (value: string): boolean => PERIOD.test(value);

/** The first instant of a period. */
export const periodStart = (period: Period): Date => {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a billing period: ${period}`);
  return new UTCDate(Number(match[1]), Number(match[2]) - 1, 1);
};

/** The period an instant falls in. */
export const periodOf = (at: Date): Period => format(new UTCDate(at), 'yyyy-MM');

/** The period `months` after (or, negative, before) this one. */
export const shiftPeriod = (period: Period, months: number): Period =>
  periodOf(addMonths(new UTCDate(periodStart(period)), months));

export const nextPeriod = (period: Period): Period => shiftPeriod(period, 1);
export const previousPeriod = (period: Period): Period => shiftPeriod(period, -1);

/** The last full period before an instant: the month a run on the 1st bills or ranks. */
export const periodBefore = (at: Date): Period => previousPeriod(periodOf(at));

/** The last instant of a period (its last millisecond). */
export const periodEnd = (period: Period): Date => endOfMonth(new UTCDate(periodStart(period)));

/** The first day of the period an instant falls in, 'YYYY-MM-DD'. */
export const firstDayOf = (at: Date): string => format(startOfMonth(new UTCDate(at)), 'yyyy-MM-dd');

/**
 * `months` calendar months after an instant, clamped to the month's last day (Jan 31 + 1 month = Feb 28
 * or 29), at the same UTC time of day.
 */
export const addCalendarMonths = (at: Date, months: number): Date =>
  new Date(addMonths(new UTCDate(at), months).getTime());
