import { PayoutScheduleText } from '../../../../../ui/platform/platform-copy';
import { CreatorAccountScreen } from '../../../features/creator-account/components/creator-account-screen';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';

/**
 * Account, with when payouts are made from the platform settings and the e-mail preferences from
 * notifications (three features, composed here).
 */
export const CreatorAccountRoute = () => (
  <CreatorAccountScreen payoutSchedule={<PayoutScheduleText />} notifications={<EmailPreferencesSection />} />
);
