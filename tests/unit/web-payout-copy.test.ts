import { describe, expect, it } from 'vitest';
import {
  ordinal,
  type PayoutCopySettings,
  payoutCopy,
  payoutFallbackCopy,
} from '../../ui/platform/payout-copy';

const settings = (overrides: Partial<PayoutCopySettings> = {}): PayoutCopySettings => ({
  payoutSchedule: 'monthly',
  payoutDayOfMonth: 1,
  commissionHoldDays: 7,
  minimumPayoutCents: 2500,
  ...overrides,
});

describe('payout copy (web): the text follows the payout schedule in force', () => {
  it('monthly: paid on the 1st of each month, after the 7-day returns period', () => {
    const copy = payoutCopy(settings());
    expect(copy.schedule).toBe(
      'Commissions are paid out automatically on the 1st of each month through Stripe, after a 7-day processing period for returns.',
    );
    expect(copy.frequency).toBe('monthly');
    expect(copy.when).toBe('on the 1st of each month');
    expect(copy.schedule).not.toMatch(/week/i);
  });

  it('weekly: paid every week, never mentioning a day of the month', () => {
    const copy = payoutCopy(settings({ payoutSchedule: 'weekly' }));
    expect(copy.schedule).toBe(
      'Commissions are paid out automatically every week through Stripe, after a 7-day processing period for returns.',
    );
    expect(copy.frequency).toBe('weekly');
    expect(copy.schedule).not.toMatch(/month|1st/i);
  });

  it('the hold period, payout day and minimum come from the settings', () => {
    const copy = payoutCopy(
      settings({ payoutDayOfMonth: 15, commissionHoldDays: 14, minimumPayoutCents: 5050 }),
    );
    expect(copy.schedule).toContain('on the 15th of each month');
    expect(copy.schedule).toContain('14-day processing period');
    expect(copy.minimum).toBe('The minimum payout is $50.50.');
    expect(payoutCopy(settings()).minimum).toBe('The minimum payout is $25.');
  });

  it('the fallback (settings unavailable) names no schedule, so it is true under both', () => {
    expect(payoutFallbackCopy).not.toMatch(/week|month|1st|day of/i);
  });

  it('ordinals and dollars are written the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
      '31st',
    ]);
    // The minimum in whole dollars when it has no cents, with them when it has.
    expect(payoutCopy(settings({ minimumPayoutCents: 2500 })).minimum).toBe('The minimum payout is $25.');
    expect(payoutCopy(settings({ minimumPayoutCents: 1999 })).minimum).toBe('The minimum payout is $19.99.');
  });
});
