import { AccountScreen } from '../../../features/brand-account/components/account-screen';
import { BillingPanel } from '../../../features/brand-billing/components/billing-panel';

/** Account & Billing with the Billing & Invoices tab from brand-billing (two features, composed here). */
export const BrandAccountRoute = () => <AccountScreen billing={<BillingPanel />} />;
