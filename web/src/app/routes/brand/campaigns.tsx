import { CampaignsScreen } from '../../../features/brand-campaigns/components/campaigns-screen';

export const BrandCampaignsRoute = () => <CampaignsScreen />;
