import { UgcRequestsScreen } from '../../../features/brand-ugc/components/ugc-requests-screen';

export const BrandUgcRoute = () => <UgcRequestsScreen />;
