import { BrandOnboardingScreen } from '../../../features/brand-onboarding/components/brand-onboarding-screen';

export const BrandOnboardingRoute = () => <BrandOnboardingScreen />;
