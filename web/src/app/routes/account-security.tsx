import { paths } from '../../../../ui/config/paths';
import { RecentSignInsCard } from '../../features/account-security/components/recent-sign-ins-card';
import { SecurityScreen } from '../../features/account-security/components/security-screen';
import { SignedInDevicesCard } from '../../features/account-security/components/signed-in-devices-card';
import { TwoFactorCard } from '../../features/account-security/components/two-factor-card';

/**
 * Account → Security (issue 35), one screen for both roles at /brand/account/security and
 * /creator/account/security: a stack of cards, each from its feature.
 */
const AccountSecurity = ({ accountHref }: { accountHref: string }) => (
  <SecurityScreen accountHref={accountHref}>
    <TwoFactorCard />
    {/* Issue 35, sessions: where the account is signed in, and its recent sign-ins. */}
    <SignedInDevicesCard />
    <RecentSignInsCard />
  </SecurityScreen>
);

export const BrandAccountSecurityRoute = () => (
  <AccountSecurity accountHref={paths.brand.account.getHref()} />
);
export const CreatorAccountSecurityRoute = () => (
  <AccountSecurity accountHref={paths.creator.account.getHref()} />
);
