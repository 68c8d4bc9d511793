import { CampaignsScreen } from '../../../features/creator-campaigns/components/campaigns-screen';
import { EarningsPanel } from '../../../features/creator-earnings/components/earnings-panel';

/** My Campaigns with the Earnings tab from creator-earnings (two features, composed here). */
export const CreatorCampaignsRoute = () => <CampaignsScreen earnings={<EarningsPanel />} />;
