/**
 * The FAQ ("When do creators get paid?") and the creator's Account tell the real timeline: the hold for
 * returns, the brand's monthly invoice (due in 14 days, or charged at once with automatic payment), the
 * payout schedule and the minimum — true under both payout schedules.
 */
import { describe, expect, it } from 'vitest';
import { type PayoutCopySettings, payoutCopy } from '../../ui/platform/payout-copy';

const settings = (overrides: Partial<PayoutCopySettings> = {}): PayoutCopySettings => ({
  payoutSchedule: 'monthly',
  payoutDayOfMonth: 1,
  commissionHoldDays: 7,
  minimumPayoutCents: 2500,
  invoiceDueDays: 14,
  ...overrides,
});

describe('payout timeline copy', () => {
  it('names the hold, the monthly invoice and its due days, automatic payment, then the next payout', () => {
    expect(payoutCopy(settings()).timeline).toBe(
      'A commission becomes payable once its 7-day hold has ended and its brand has paid the invoice that bills it: brands are invoiced once a month for the month before, with 14 days to pay, or are charged at once when they pay automatically. It is then paid with the next payout.',
    );
  });

  it('follows the settings, and holds under both schedules (no weekday, no day of the month)', () => {
    const weekly = payoutCopy(
      settings({ payoutSchedule: 'weekly', commissionHoldDays: 10, invoiceDueDays: 30 }),
    );
    expect(weekly.timeline).toContain('10-day hold');
    expect(weekly.timeline).toContain('with 30 days to pay');
    for (const schedule of ['monthly', 'weekly'] as const) {
      const text = payoutCopy(settings({ payoutSchedule: schedule })).timeline;
      expect(text).not.toMatch(/week|each month|1st|monday/i);
    }
  });
});
