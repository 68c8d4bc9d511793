import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAccount } from '../api/get-account';
import { BrandDetailsForm } from './brand-details-form';
import { FraudSignalsCard } from './fraud-signals-card';
import { ProgramModeCard } from './program-mode-card';
import { StoreConnectionCard } from './store-connection-card';

// Issue 22: Developers (API keys, webhooks), from the developers feature.
// Issue 35: Team (members, roles, invitations), from brand-team.
const tabs = ['account', 'team', 'billing', 'developers'] as const;

/**
 * Account & Billing (/brand/account, spec 2.4): tabs Account and Billing & Invoices (`?tab=billing`).
 * `billing` — the Billing & Invoices panel, from the brand-billing feature; `notifications` — the
 * e-mail preferences section (`#notifications`, on the Account tab); both composed by the route.
 */
export const AccountScreen = ({
  billing,
  notifications,
  developers,
  yourData,
  team,
}: {
  billing: ReactNode;
  notifications: ReactNode;
  /** Issue 22: the Developers tab (`?tab=developers`). */
  developers: ReactNode;
  /** Issue 35: the Team tab (`?tab=team`). */
  team: ReactNode;
  /** Issue 35: Your data (download, close your own login), at the end of the Account tab. */
  yourData?: ReactNode;
}) => {
  const [tab, setTab] = useTabParam(tabs);

  return (
    <PageContainer data-testid="brand-account">
      <PageHeader
        title="Account & Billing"
        description="Your brand details, store connection, e-mails and invoices."
        actions={
          // Issue 35: two-factor sign-in.
          <Link to={paths.brand.accountSecurity.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            Security
          </Link>
        }
      />
      <div className="mt-6">
        <Tabs
          label="Account sections"
          value={tab}
          onChange={setTab}
          items={[
            {
              value: 'account',
              label: 'Account',
              panel: <AccountPanel notifications={notifications} yourData={yourData} />,
            },
            { value: 'team', label: 'Team', panel: team },
            { value: 'billing', label: 'Billing & Invoices', panel: billing },
            { value: 'developers', label: 'Developers', panel: developers },
          ]}
        />
      </div>
    </PageContainer>
  );
};

const AccountPanel = ({ notifications, yourData }: { notifications: ReactNode; yourData?: ReactNode }) => {
  const account = useAccount();
  return (
    <QueryState query={account} what="account data" loading={<AccountSkeleton />}>
      {(brand) => (
        <div className="grid gap-6">
          <StoreConnectionCard brand={brand} />
          <ProgramModeCard brand={brand} />
          {/* Issue 36: which fraud signals hold an order's commission for review, and when. */}
          <FraudSignalsCard />
          <SectionCard
            titleId="brand-details-title"
            title="Brand details"
            description="What creators see about your brand."
          >
            <div className="mt-5">
              <BrandDetailsForm brand={brand} />
            </div>
          </SectionCard>
          {notifications}
          {yourData}
          <SectionCard
            titleId="audit-log-title"
            title="Audit log"
            description="Who changed commissions, terms, billing, API keys and webhooks, and when."
            data-testid="audit-log-link"
          >
            <div className="mt-4">
              <Link to={paths.brand.auditLog.getHref()} className={buttonStyles({ variant: 'secondary' })}>
                Open the audit log
              </Link>
            </div>
          </SectionCard>
        </div>
      )}
    </QueryState>
  );
};

const AccountSkeleton = () => (
  <div className="space-y-4" aria-busy="true">
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <Skeleton className="h-5 w-40" label="Loading account data" />
      <Skeleton className="mt-3 h-4 w-2/3" label="" />
    </div>
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <Skeleton className="h-10 w-full" label="" />
      <Skeleton className="mt-4 h-10 w-full" label="" />
    </div>
  </div>
);
