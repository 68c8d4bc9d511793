import { paths } from '../../../../ui/config/paths';
import { SecurityScreen } from '../../features/account-security/components/security-screen';
import { TwoFactorCard } from '../../features/account-security/components/two-factor-card';

/**
 * Account → Security (issue 35), one screen for both roles at /brand/account/security and
 * /creator/account/security: a stack of cards, each from its feature.
 */
const AccountSecurity = ({ accountHref }: { accountHref: string }) => (
  <SecurityScreen accountHref={accountHref}>
    <TwoFactorCard />
  </SecurityScreen>
);

export const BrandAccountSecurityRoute = () => (
  <AccountSecurity accountHref={paths.brand.account.getHref()} />
);
export const CreatorAccountSecurityRoute = () => (
  <AccountSecurity accountHref={paths.creator.account.getHref()} />
);
