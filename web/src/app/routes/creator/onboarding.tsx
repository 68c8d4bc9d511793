import { CreatorOnboardingScreen } from '../../../features/creator-onboarding/components/creator-onboarding-screen';

export const CreatorOnboardingRoute = () => <CreatorOnboardingScreen />;
