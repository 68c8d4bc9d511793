/**
 * Business settings of the platform (docs/architecture.md section 5), read once at cold start. The payout schedule
 * is a real setting: `monthly` (on the 1st, the default) or `weekly`. Every screen's payout copy comes
 * from GET /api/platform, so the text always matches the schedule in force, and the payout job
 * (a later issue) reads the same value. The constants are shared with the web app (contracts/).
 */

import type * as z from 'zod/mini';
import { type PayoutSchedule, payoutConstants, payoutSchedules } from '../../contracts/constants';
import type { platformSettingsShape } from '../../contracts/system';

export { type PayoutSchedule, payoutSchedules };

const readPayoutSchedule = (value: string | undefined): PayoutSchedule => {
  if (value === undefined || value === '') return 'monthly';
  if ((payoutSchedules as readonly string[]).includes(value)) return value as PayoutSchedule;
  throw new Error(`PAYOUT_SCHEDULE must be one of ${payoutSchedules.join(', ')}; got "${value}"`);
};

/** What GET /api/platform answers (its contract's shape). */
export type PlatformSettings = z.output<typeof platformSettingsShape>;

export const platformSettings: PlatformSettings = {
  payoutSchedule: readPayoutSchedule(process.env.PAYOUT_SCHEDULE),
  ...payoutConstants,
};
