import { BrandDashboard } from '../../../features/brand-dashboard/components/brand-dashboard';

export const BrandDashboardRoute = () => <BrandDashboard />;
