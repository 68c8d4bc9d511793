import { CreatorAccountScreen } from '../../../features/creator-account/components/creator-account-screen';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';
import { PayoutScheduleText } from '../../../features/platform/components/platform-copy';

/**
 * Account, with when payouts are made from the platform settings and the e-mail preferences from
 * notifications (three features, composed here).
 */
export const CreatorAccountRoute = () => (
  <CreatorAccountScreen payoutSchedule={<PayoutScheduleText />} notifications={<EmailPreferencesSection />} />
);
