import { describe, expect, it } from 'vitest';
import { api } from '../../../../tests/support/cloud';

describe('GET /api/platform', () => {
  it('is public and gives the payout schedule in force (monthly by default) with the fee constants', async () => {
    const response = await api('/platform');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      payoutSchedule: process.env.PAYOUT_SCHEDULE || 'monthly',
      payoutDayOfMonth: 1,
      platformFeePercent: 5,
      commissionHoldDays: 7,
      minimumPayoutCents: 2500,
      invoiceDueDays: 14,
      currency: 'usd',
    });
    expect(response.headers.get('cache-control')).toContain('max-age');
  });
});
