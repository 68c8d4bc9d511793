/**
 * The local clock's calendar (infra/local/schedule-clock.ts nextOccurrence): the same UTC times the CDK
 * side renders as Scheduler crons (tests/infra/scheduled-jobs.test.ts), weekly ones included.
 */
import { describe, expect, it } from 'vitest';
import { schedules, scheduleTimeOf } from '../../events/schedules';
import { nextOccurrence } from '../../infra/local/schedule-clock';

const next = (at: Parameters<typeof nextOccurrence>[0], from: string) =>
  nextOccurrence(at, new Date(from)).toISOString();

describe('nextOccurrence, weekly', () => {
  const monday0600 = { dayOfWeek: 1, hour: 6, minute: 0 };

  it('is the coming Monday 06:00 UTC, later the same week or the next', () => {
    // 2026-11-25 is a Wednesday.
    expect(next(monday0600, '2026-11-25T12:00:00Z')).toBe('2026-11-30T06:00:00.000Z');
    // A Sunday: the next day.
    expect(next(monday0600, '2026-11-29T23:59:00Z')).toBe('2026-11-30T06:00:00.000Z');
  });

  it('is the same instant when it is due now, and a week later once it has passed', () => {
    expect(next(monday0600, '2026-11-30T06:00:00Z')).toBe('2026-11-30T06:00:00.000Z');
    expect(next(monday0600, '2026-11-30T06:00:01Z')).toBe('2026-12-07T06:00:00.000Z');
    // Earlier on that Monday: still today.
    expect(next(monday0600, '2026-11-30T05:59:00Z')).toBe('2026-11-30T06:00:00.000Z');
  });

  it('rolls over months and years', () => {
    // Thursday 2026-12-31 → Monday 2027-01-04.
    expect(next(monday0600, '2026-12-31T10:00:00Z')).toBe('2027-01-04T06:00:00.000Z');
    // Monday 2026-12-28 after 06:00 → Monday 2027-01-04.
    expect(next(monday0600, '2026-12-28T07:00:00Z')).toBe('2027-01-04T06:00:00.000Z');
    // Across February in a leap year: Saturday 2028-02-26 → Monday 2028-02-28; Tuesday 2028-02-29 → 2028-03-06.
    expect(next(monday0600, '2028-02-26T00:00:00Z')).toBe('2028-02-28T06:00:00.000Z');
    expect(next(monday0600, '2028-02-29T00:00:00Z')).toBe('2028-03-06T06:00:00.000Z');
  });

  it('counts days of the week from Sunday = 0 to Saturday = 6', () => {
    expect(next({ dayOfWeek: 0, hour: 0, minute: 0 }, '2026-11-25T00:00:00Z')).toBe(
      '2026-11-29T00:00:00.000Z',
    );
    expect(next({ dayOfWeek: 6, hour: 23, minute: 59 }, '2026-11-28T23:59:30Z')).toBe(
      '2026-12-05T23:59:00.000Z',
    );
  });
});

describe('nextOccurrence, monthly and daily', () => {
  it('monthly rolls over the year; daily over the month', () => {
    const first0600 = { dayOfMonth: 1, hour: 6, minute: 0 };
    expect(next(first0600, '2026-12-01T06:00:00Z')).toBe('2026-12-01T06:00:00.000Z');
    expect(next(first0600, '2026-12-01T06:01:00Z')).toBe('2027-01-01T06:00:00.000Z');
    expect(next({ hour: 0, minute: 30 }, '2026-12-31T01:00:00Z')).toBe('2027-01-01T00:30:00.000Z');
  });
});

describe('the payout run follows the payout schedule setting', () => {
  const runPayouts = schedules.find((definition) => definition.name === 'RunPayouts');

  it('fires on the 1st 06:00 UTC monthly and on Mondays 06:00 UTC weekly', () => {
    if (!runPayouts) throw new Error('no RunPayouts schedule in events/schedules.ts');
    const monthly = scheduleTimeOf(runPayouts, { payoutSchedule: 'monthly' });
    const weekly = scheduleTimeOf(runPayouts, { payoutSchedule: 'weekly' });
    if (!monthly || !weekly) throw new Error('RunPayouts has no calendar time');
    expect(next(monthly, '2026-11-25T12:00:00Z')).toBe('2026-12-01T06:00:00.000Z');
    expect(next(weekly, '2026-11-25T12:00:00Z')).toBe('2026-11-30T06:00:00.000Z');
  });
});
