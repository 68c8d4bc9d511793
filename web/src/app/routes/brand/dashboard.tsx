import { BrandDashboard } from '../../../features/brand-dashboard/components/brand-dashboard';
import { BrandInbox } from '../../../features/outreach/components/brand-inbox';

/** The dashboard with the brand's inbox under it (two features, composed here). */
export const BrandDashboardRoute = () => (
  <BrandDashboard>
    <BrandInbox />
  </BrandDashboard>
);
