import { CampaignsScreen } from '../../../features/creator-campaigns/components/campaigns-screen';

export const CreatorCampaignsRoute = () => <CampaignsScreen />;
