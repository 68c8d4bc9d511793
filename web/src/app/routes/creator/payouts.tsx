import { payoutCopy } from '../../../../../ui/platform/payout-copy';
import { PlatformCopy } from '../../../../../ui/platform/platform-copy';
import { actingForCreator, CreatorOnlyNotice } from '../../../components/layouts/creator-only-notice';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { PayoutsScreen } from '../../../features/creator-payouts/components/payouts-screen';

/** Earnings & Payouts, with the payout schedule in force from the platform settings (two features, composed here). */
export const CreatorPayoutsRoute = () =>
  // Issue 35: a manager working for the creator: earnings and payouts are the creator's alone.
  actingForCreator() ? (
    <PageContainer data-testid="creator-payouts-managers">
      <PageHeader title="Earnings & Payouts" />
      <CreatorOnlyNotice what="earnings, payouts and payout settings" />
    </PageContainer>
  ) : (
    <PayoutsScreen
      payoutFrequency={
        // Without the settings the banner still reads true under either schedule.
        <PlatformCopy fallback="regular" skeletonClassName="w-16">
          {(settings) => payoutCopy(settings).frequency}
        </PlatformCopy>
      }
    />
  );
