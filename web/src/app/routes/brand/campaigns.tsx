import { CampaignsScreen } from '../../../features/brand-campaigns/components/campaigns-screen';
import { SalesPanel } from '../../../features/brand-sales/components/sales-panel';

/** Influencers & Campaigns with the Sales tab from brand-sales (two features, composed here). */
export const BrandCampaignsRoute = () => <CampaignsScreen sales={<SalesPanel />} />;
