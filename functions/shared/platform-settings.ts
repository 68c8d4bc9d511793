/**
 * Business settings of the platform (DESIGN.md section 5), read once at cold start. The payout schedule
 * is a real setting: `monthly` (on the 1st, the default) or `weekly`. Every screen's payout copy comes
 * from GET /api/platform, so the text always matches the schedule in force, and the payout job
 * (a later issue) reads the same value.
 */
export const payoutSchedules = ['monthly', 'weekly'] as const;
export type PayoutSchedule = (typeof payoutSchedules)[number];

const readPayoutSchedule = (value: string | undefined): PayoutSchedule => {
  if (value === undefined || value === '') return 'monthly';
  if ((payoutSchedules as readonly string[]).includes(value)) return value as PayoutSchedule;
  throw new Error(`PAYOUT_SCHEDULE must be one of ${payoutSchedules.join(', ')}; got "${value}"`);
};

export interface PlatformSettings {
  payoutSchedule: PayoutSchedule;
  /** Day of the month monthly payouts run (UTC). */
  payoutDayOfMonth: number;
  /** Brands pay this share of attributed sales to the platform. */
  platformFeePercent: number;
  /** Commissions are held this many days for returns before they become payable. */
  commissionHoldDays: number;
  minimumPayoutCents: number;
  currency: 'usd';
}

export const platformSettings: PlatformSettings = {
  payoutSchedule: readPayoutSchedule(process.env.PAYOUT_SCHEDULE),
  payoutDayOfMonth: 1,
  platformFeePercent: 5,
  commissionHoldDays: 7,
  minimumPayoutCents: 2500,
  currency: 'usd',
};
