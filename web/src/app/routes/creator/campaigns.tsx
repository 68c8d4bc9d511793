import { CampaignsScreen } from '../../../features/creator-campaigns/components/campaigns-screen';
import { EarningsPanel } from '../../../features/creator-earnings/components/earnings-panel';

/**
 * My Campaigns with the Earnings tab from creator-earnings (two features, composed here). Issue 35: a
 * manager working for the creator reads their earnings too (payouts and payout settings stay the creator's).
 */
export const CreatorCampaignsRoute = () => <CampaignsScreen earnings={<EarningsPanel />} />;
