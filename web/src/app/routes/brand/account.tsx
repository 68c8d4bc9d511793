import { AccountScreen } from '../../../features/brand-account/components/account-screen';
import { BillingPanel } from '../../../features/brand-billing/components/billing-panel';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';

/**
 * Account & Billing with the Billing & Invoices tab from brand-billing and the e-mail preferences from
 * notifications (three features, composed here).
 */
export const BrandAccountRoute = () => (
  <AccountScreen billing={<BillingPanel />} notifications={<EmailPreferencesSection />} />
);
