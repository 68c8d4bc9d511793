import { AppealScreen } from '../../../features/creator-appeal/components/appeal-screen';

/** Issue 36 part 4: a suspended creator's reason, frozen money and appeal thread. */
export const CreatorAppealRoute = () => <AppealScreen />;
