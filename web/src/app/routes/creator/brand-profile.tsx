import { BrandProfileScreen } from '../../../features/creator-brands/components/brand-profile-screen';

export const CreatorBrandProfileRoute = () => <BrandProfileScreen />;
