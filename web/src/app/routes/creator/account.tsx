import { PayoutScheduleText } from '../../../../../ui/platform/platform-copy';
import { CreatorAccountScreen } from '../../../features/creator-account/components/creator-account-screen';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';
import { YourDataCard } from '../../../features/your-data/components/your-data-card';

/**
 * Account, with when payouts are made from the platform settings, the e-mail preferences from
 * notifications and (issue 35) Your data (four features, composed here).
 */
export const CreatorAccountRoute = () => (
  <CreatorAccountScreen
    payoutSchedule={<PayoutScheduleText />}
    notifications={<EmailPreferencesSection />}
    yourData={<YourDataCard />}
  />
);
