import { payoutCopy } from '../../../../../ui/platform/payout-copy';
import { PlatformCopy } from '../../../../../ui/platform/platform-copy';
import { PayoutsScreen } from '../../../features/creator-payouts/components/payouts-screen';

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
