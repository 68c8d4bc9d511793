import { AccountScreen } from '../../../features/brand-account/components/account-screen';
import { BillingPanel } from '../../../features/brand-billing/components/billing-panel';
import { DevelopersScreen } from '../../../features/developers/components/developers-screen';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';

/**
 * Account & Billing with the Billing & Invoices tab from brand-billing, the e-mail preferences from
 * notifications and (issue 22) the Developers tab from developers (four features, composed here).
 */
export const BrandAccountRoute = () => (
  <AccountScreen
    billing={<BillingPanel />}
    notifications={<EmailPreferencesSection />}
    developers={<DevelopersScreen />}
  />
);
