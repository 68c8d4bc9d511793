import { payoutConstants } from '../../contracts/constants';
import { formatUsdShort } from '../utils/format';
import type { PlatformSettings } from './platform-settings';

/**
 * Every sentence about when creators are paid is written here, from the payout schedule in force
 * (docs/architecture.md section 5: weekly and monthly-on-the-1st are both real settings), so no screen can
 * contradict the other reading.
 */
export type PayoutCopySettings = Pick<
  PlatformSettings,
  'payoutSchedule' | 'payoutDayOfMonth' | 'commissionHoldDays' | 'minimumPayoutCents'
> &
  Partial<Pick<PlatformSettings, 'invoiceDueDays'>>;

export type PayoutCopy = {
  /** "monthly" / "weekly": for phrases such as "to receive monthly payouts". */
  frequency: string;
  /** "on the 1st of each month" / "every week". */
  when: string;
  /** The full FAQ answer about payout timing. */
  schedule: string;
  /**
   * What stands between a sale and its payout (docs/architecture.md section 5): the hold for returns, then the
   * brand's monthly invoice (due in `invoiceDueDays`, or charged at once with automatic payment).
   */
  timeline: string;
  /** "The minimum payout is $25." */
  minimum: string;
};

export const ordinal = (day: number): string => {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
};

export const payoutCopy = (settings: PayoutCopySettings): PayoutCopy => {
  const when =
    settings.payoutSchedule === 'weekly'
      ? 'every week'
      : `on the ${ordinal(settings.payoutDayOfMonth)} of each month`;
  return {
    frequency: settings.payoutSchedule,
    when,
    schedule: `Commissions are paid out automatically ${when} through Stripe, after a ${settings.commissionHoldDays}-day processing period for returns.`,
    // Worded so that it holds under both schedules: no weekday or day of the month in it.
    timeline: `A commission becomes payable once its ${settings.commissionHoldDays}-day hold has ended and its brand has paid the invoice that bills it: brands are invoiced once a month for the month before, with ${settings.invoiceDueDays ?? payoutConstants.invoiceDueDays} days to pay, or are charged at once when they pay automatically. It is then paid with the next payout.`,
    minimum: `The minimum payout is ${formatUsdShort(settings.minimumPayoutCents)}.`,
  };
};

/** Shown when the settings cannot be loaded: true under either schedule. */
export const payoutFallbackCopy =
  'Commissions are paid out automatically through Stripe on a regular schedule, once the processing period for returns has passed.';
