import { AccountScreen } from '../../../features/brand-account/components/account-screen';
import { BillingPanel } from '../../../features/brand-billing/components/billing-panel';
import { DevelopersScreen } from '../../../features/developers/components/developers-screen';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';
import { YourDataCard } from '../../../features/your-data/components/your-data-card';

/**
 * Account & Billing with the Billing & Invoices tab from brand-billing, the e-mail preferences from
 * notifications, (issue 22) the Developers tab from developers and (issue 35) Your data (five features,
 * composed here).
 */
export const BrandAccountRoute = () => (
  <AccountScreen
    billing={<BillingPanel />}
    notifications={<EmailPreferencesSection />}
    developers={<DevelopersScreen />}
    yourData={<YourDataCard />}
  />
);
