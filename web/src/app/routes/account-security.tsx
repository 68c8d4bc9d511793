import { SecurityScreen } from '../../features/account-security/components/security-screen';

/** Account → Security, the same screen for brands and creators (issue 35). */
export const AccountSecurityRoute = () => <SecurityScreen />;
