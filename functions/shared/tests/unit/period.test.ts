import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  firstDayOf,
  isPeriod,
  nextPeriod,
  periodBefore,
  periodEnd,
  periodOf,
  periodStart,
  previousPeriod,
  shiftPeriod,
} from '../../time/period';

const zone = process.env.TZ;
afterEach(() => {
  // Restored exactly (assigning undefined would set the string "undefined"): files share worker processes.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('billing periods (UTC months)', () => {
  it('names the month an instant falls in, in UTC', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(periodOf(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
  });

  it('steps over year ends both ways', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(previousPeriod('2027-01')).toBe('2026-12');
    expect(shiftPeriod('2026-03', -14)).toBe('2025-01');
  });

  it('the period before a run on the 1st is the month just ended', () => {
    expect(periodBefore(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12');
  });

  it('starts and ends on the month boundaries', () => {
    expect(periodStart('2028-02').toISOString()).toBe('2028-02-01T00:00:00.000Z');
    expect(new Date(periodEnd('2028-02').getTime()).toISOString()).toBe('2028-02-29T23:59:59.999Z');
    expect(firstDayOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-01');
  });

  it('adds months clamped to the last day, keeping the time of day', () => {
    expect(addCalendarMonths(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2027-12-15T00:30:00Z'), 2).toISOString()).toBe(
      '2028-02-15T00:30:00.000Z',
    );
  });

  it('refuses what is not a period', () => {
    expect(isPeriod('2026-13')).toBe(false);
    expect(isPeriod('2026-1')).toBe(false);
    expect(() => periodStart('2026-00')).toThrow(RangeError);
  });

  it('no machine time zone moves a boundary', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(periodOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
      expect(periodBefore(new Date('2026-12-01T00:10:00Z'))).toBe('2026-11');
      expect(nextPeriod('2026-11')).toBe('2026-12');
      expect(firstDayOf(new Date('2026-12-01T00:10:00Z'))).toBe('2026-12-01');
    }
  });
});
