import { AccountScreen } from '../../../features/brand-account/components/account-screen';

export const BrandAccountRoute = () => <AccountScreen />;
