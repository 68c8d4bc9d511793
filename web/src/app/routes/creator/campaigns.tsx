import { actingForCreator, CreatorOnlyNotice } from '../../../components/layouts/creator-only-notice';
import { CampaignsScreen } from '../../../features/creator-campaigns/components/campaigns-screen';
import { EarningsPanel } from '../../../features/creator-earnings/components/earnings-panel';

/**
 * My Campaigns with the Earnings tab from creator-earnings (two features, composed here). Issue 35: a
 * manager working for the creator is told earnings are not open to managers (the API refuses them).
 */
export const CreatorCampaignsRoute = () => (
  <CampaignsScreen
    earnings={actingForCreator() ? <CreatorOnlyNotice what="earnings" /> : <EarningsPanel />}
  />
);
