import { InvitationScreen } from '../../features/brand-team/components/invitation-screen';

/** Public: a team invitation's e-mail link (issue 35); it signs up or in, then joins. */
export const TeamInvitationRoute = () => <InvitationScreen />;
