import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { buttonStyles } from '../../../components/ui/button';
import { CheckIcon, MegaphoneIcon, StoreIcon, WalletIcon } from '../../../components/ui/icons';
import { ShortcutCard } from '../../../components/ui/shortcut-card';
import { StatCardsSkeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { CursorIcon, DollarIcon, PackageIcon } from '../../../components/ui/workspace-icons';
import { isScreenAvailable } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { formatCents, formatCount } from '../../../utils/format';
import { type Dashboard, useDashboard } from '../api/get-dashboard';
import { ActivityChart } from './activity-chart';

/**
 * The brand dashboard (spec 2.4): figures from recorded data, what needs attention, shortcuts, a chart.
 * `children` are further sections of the page from other features (the inbox), composed by the route.
 */
export const BrandDashboard = ({ children }: { children?: ReactNode }) => {
  const dashboard = useDashboard();

  return (
    <QueryState
      query={dashboard}
      what="dashboard data"
      loading={<StatCardsSkeleton label="Loading dashboard" />}
      frame={(state) => (
        <PageContainer data-testid="brand-dashboard">
          <PageHeader title="Dashboard" />
          {state}
        </PageContainer>
      )}
    >
      {(data) => <DashboardContent data={data}>{children}</DashboardContent>}
    </QueryState>
  );
};

const campaignsHref = paths.brand.campaigns.getHref();

const DashboardContent = ({ data, children }: { data: Dashboard; children?: ReactNode }) => {
  const { totals } = data;
  const campaignsAvailable = isScreenAvailable(campaignsHref);

  return (
    <PageContainer data-testid="brand-dashboard">
      <PageHeader
        title={`Welcome, ${data.brand.brand_name}`}
        documentTitle="Dashboard"
        description="Here is how your products are doing with creators."
      />

      {!data.brand.onboarding_completed && (
        <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-violet-950">
            <strong className="font-semibold">Finish setting up your brand.</strong> Connect your store and
            choose a payment partner to start working with creators.
          </p>
          <Link to={paths.brand.onboarding.getHref()} className={buttonStyles({ size: 'sm' })}>
            Continue onboarding
          </Link>
        </div>
      )}

      <section aria-labelledby="dashboard-totals" className="mt-6">
        <h2 id="dashboard-totals" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="dashboard-stats">
          <StatCard
            label="Total Revenue"
            value={formatCents(totals.total_revenue_cents)}
            icon={<DollarIcon />}
            note="Sales through creators' links"
          />
          <StatCard
            label="Commissions Paid"
            value={formatCents(totals.commissions_paid_cents)}
            icon={<WalletIcon />}
            note="Recorded commission payments"
          />
          <StatCard
            label="Active Campaigns"
            value={formatCount(totals.active_campaigns)}
            icon={<MegaphoneIcon />}
            note="Approved creator partnerships"
          />
          <StatCard
            label="Total Clicks"
            value={formatCount(totals.total_clicks)}
            icon={<CursorIcon />}
            note="On creators' referral links"
          />
        </dl>
      </section>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="dashboard-attention"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="needs-attention"
        >
          <h2 id="dashboard-attention" className="font-semibold text-slate-900">
            Needs Your Attention
          </h2>
          {data.pending_applications > 0 ? (
            <div className="mt-3">
              <p className="text-3xl font-bold text-slate-900 tabular-nums">{data.pending_applications}</p>
              <p className="text-sm text-slate-600">
                pending creator application{data.pending_applications === 1 ? '' : 's'}
              </p>
              {campaignsAvailable ? (
                <Link to={campaignsHref} className={buttonStyles({ className: 'mt-4 w-full' })}>
                  Review Applications
                </Link>
              ) : (
                <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
                  Reviewing applications arrives soon with Influencers &amp; Campaigns.
                </p>
              )}
            </div>
          ) : (
            <div className="mt-3 flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-700">
                <CheckIcon />
              </span>
              <div>
                <p className="font-semibold text-slate-900">All caught up!</p>
                <p className="text-sm text-slate-600">No creator applications are waiting for you.</p>
              </div>
            </div>
          )}
        </section>

        <section
          aria-labelledby="dashboard-activity"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2"
        >
          <h2 id="dashboard-activity" className="font-semibold text-slate-900">
            Clicks and sales, last 30 days
          </h2>
          <div className="mt-3">
            <ActivityChart days={data.series} />
          </div>
        </section>
      </div>

      <section aria-labelledby="dashboard-shortcuts" className="mt-6">
        <h2 id="dashboard-shortcuts" className="font-semibold text-slate-900">
          Shortcuts
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="dashboard-shortcuts">
          <ShortcutCard
            title="Manage Products"
            text="Commissions, availability and details"
            href={paths.brand.products.getHref()}
            icon={<PackageIcon />}
          />
          <ShortcutCard
            title="View Campaigns"
            text="Applications and partnerships"
            href={campaignsAvailable ? campaignsHref : undefined}
            icon={<MegaphoneIcon />}
          />
          <ShortcutCard
            title="Store Settings"
            text="Connect or change your store"
            href={paths.brand.onboarding.getHref('store')}
            icon={<StoreIcon />}
          />
        </ul>
      </section>
      {children}
    </PageContainer>
  );
};
