import { ManagersScreen } from '../../../features/creator-managers/components/managers-screen';

/** Account → Managers (issue 35). */
export const CreatorManagersRoute = () => <ManagersScreen />;
