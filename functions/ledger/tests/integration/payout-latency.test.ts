/**
 * Paid within days (issue 17): with automatic payment on, a month of sales spread evenly over its days
 * is paid out with a median of at most 25 days from sale to transfer, in simulated time (billing on the
 * 1st charges the invoice when issued; the settlement releases the matured commissions; the payout run
 * at its instants). The bench's section 8 (tests/bench/payout-latency.ts) on the test cloud, with one
 * creator and the release run once a day before the payout hour instead of every hour.
 */
import { beforeAll, expect, it } from 'vitest';
import { MEDIAN_GOAL_DAYS, measurePayoutLatency } from '../../../../tests/bench/payout-latency';
import { outputs, useCloudEnvironment } from '../../../../tests/support/cloud';

beforeAll(() => {
  useCloudEnvironment();
});

it(`a month of sales with automatic payment: median days from sale to transfer ≤ ${MEDIAN_GOAL_DAYS}`, async () => {
  const result = await measurePayoutLatency({ cloudUrl: outputs().WebUrl, creators: 1, hourly: false });
  expect(result.paid).toBe(result.sales);
  expect(result.medianDays).toBeLessThanOrEqual(MEDIAN_GOAL_DAYS);
}, 420_000);
