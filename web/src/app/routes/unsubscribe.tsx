import { UnsubscribeScreen } from '../../features/notifications/components/unsubscribe-screen';

/** Public: an e-mail's unsubscribe link works signed out (the signed token names the person). */
export const UnsubscribeRoute = () => <UnsubscribeScreen />;
