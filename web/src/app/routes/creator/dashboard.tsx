import { CreatorDashboard } from '../../../features/creator-dashboard/components/creator-dashboard';

export const CreatorDashboardRoute = () => <CreatorDashboard />;
