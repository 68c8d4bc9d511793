import { PayoutsScreen } from '../../../features/creator-payouts/components/payouts-screen';
import { PlatformCopy } from '../../../features/platform/components/platform-copy';
import { payoutCopy } from '../../../features/platform/payout-copy';

/** Earnings & Payouts, with the payout schedule in force from the platform settings (two features, composed here). */
export const CreatorPayoutsRoute = () => (
  <PayoutsScreen
    payoutFrequency={
      // Without the settings the banner still reads true under either schedule.
      <PlatformCopy fallback="regular" skeletonClassName="w-16">
        {(settings) => payoutCopy(settings).frequency}
      </PlatformCopy>
    }
  />
);
