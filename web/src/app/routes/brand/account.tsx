import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { AccountScreen } from '../../../features/brand-account/components/account-screen';
import { BillingPanel } from '../../../features/brand-billing/components/billing-panel';
import { DevelopersScreen } from '../../../features/developers/components/developers-screen';
import { EmailPreferencesSection } from '../../../features/notifications/components/email-preferences';

// Issue 35: the Team tab's code loads when it is opened.
const TeamPanel = lazy(async () => ({
  default: (await import('../../../features/brand-team/components/team-panel')).TeamPanel,
}));

/**
 * Account & Billing with the Billing & Invoices tab from brand-billing, the e-mail preferences from
 * notifications, (issue 22) the Developers tab from developers and (issue 35) the Team tab from
 * brand-team (five features, composed here).
 */
export const BrandAccountRoute = () => (
  <AccountScreen
    billing={<BillingPanel />}
    notifications={<EmailPreferencesSection />}
    developers={<DevelopersScreen />}
    team={
      <Suspense fallback={<Skeleton className="h-40 w-full" label="Loading your team" />}>
        <TeamPanel />
      </Suspense>
    }
  />
);
