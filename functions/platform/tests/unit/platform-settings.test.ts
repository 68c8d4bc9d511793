import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async (value: string | undefined) => {
  vi.resetModules();
  if (value === undefined) vi.stubEnv('PAYOUT_SCHEDULE', '');
  else vi.stubEnv('PAYOUT_SCHEDULE', value);
  return (await import('../../platform-settings')).platformSettings;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('platform settings', () => {
  it('payouts are monthly on the 1st by default', async () => {
    expect(await load(undefined)).toMatchObject({ payoutSchedule: 'monthly', payoutDayOfMonth: 1 });
  });

  it('weekly is a real setting', async () => {
    expect((await load('weekly')).payoutSchedule).toBe('weekly');
  });

  it('an unknown schedule fails loudly at cold start', async () => {
    await expect(load('daily')).rejects.toThrow(/PAYOUT_SCHEDULE/);
  });

  it('holds the spec constants: 5% fee, 7-day hold, $25 minimum', async () => {
    expect(await load(undefined)).toMatchObject({
      platformFeePercent: 5,
      commissionHoldDays: 7,
      minimumPayoutCents: 2500,
      invoiceDueDays: 14,
    });
  });
});
