import { CreatorAccountScreen } from '../../../features/creator-account/components/creator-account-screen';
import { PayoutScheduleText } from '../../../features/platform/components/platform-copy';

/** Account, with when payouts are made from the platform settings (two features, composed here). */
export const CreatorAccountRoute = () => <CreatorAccountScreen payoutSchedule={<PayoutScheduleText />} />;
