import { ManagerInvitationScreen } from '../../features/creator-managers/components/manager-invitation-screen';

/** Public: a manager invitation's e-mail link (issue 35); it signs up or in as a creator, then accepts. */
export const ManagerInvitationRoute = () => <ManagerInvitationScreen />;
