import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { CheckIcon, MegaphoneIcon, StoreIcon, WalletIcon } from '../../../../../ui/components/ui/icons';
import { CursorIcon, DollarIcon, PackageIcon } from '../../../../../ui/components/ui/workspace-icons';
import { isScreenAvailable } from '../../../../../ui/config/navigation';
import { paths } from '../../../../../ui/config/paths';
import { formatCount, formatDate, formatPercent, formatUsd } from '../../../../../ui/utils/format';
import { clicksSeries, salesSeries } from '../../../components/charts/daily-series';
import { DailyChartPanel } from '../../../components/dashboard/daily-chart-panel';
import { DashboardPanel, DashboardPanels } from '../../../components/dashboard/dashboard-panel';
import { DashboardScreen } from '../../../components/dashboard/dashboard-screen';
import { OnboardingBanner } from '../../../components/dashboard/onboarding-banner';
import { type Shortcut, ShortcutList } from '../../../components/dashboard/shortcut-list';
import { type StatTile, StatTiles } from '../../../components/dashboard/stat-tiles';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { type Dashboard, type DashboardDay, useDashboard } from '../api/get-dashboard';

// Only a user still getting started has a list: its code loads with it, kept out of the dashboard's
// first load that every established user pays for (the signed-in JS budget, docs/architecture.md section 9).
const BrandGettingStarted = lazy(async () => ({
  default: (await import('./brand-getting-started')).BrandGettingStarted,
}));

/**
 * The brand dashboard (spec 2.4): figures from recorded data, what needs attention, shortcuts, a chart.
 * `children` are further sections of the page from other features (the inbox), composed by the route.
 */
export const BrandDashboard = ({ children }: { children?: ReactNode }) => {
  const dashboard = useDashboard();
  return (
    <DashboardScreen query={dashboard} testId="brand-dashboard">
      {(data) => <DashboardContent data={data}>{children}</DashboardContent>}
    </DashboardScreen>
  );
};

const campaignsHref = paths.brand.campaigns.getHref();

/** The clicks and sales panels of the chart, sharing the date axis. */
const chartSeries = [clicksSeries<DashboardDay>(), salesSeries<DashboardDay>()];

const plural = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** Every figure comes from the commission ledger (docs/architecture.md section 5): nothing is estimated. */
const totalsTiles = ({ totals }: Dashboard): StatTile[] => [
  {
    label: 'Total Revenue',
    value: formatUsd(totals.total_revenue_cents),
    icon: <DollarIcon />,
    note: `${plural(totals.conversions, 'attributed order')}, net of refunds`,
    'data-testid': 'stat-revenue',
  },
  {
    label: 'Commissions Paid',
    value: formatUsd(totals.commissions_paid_cents),
    icon: <WalletIcon />,
    note: (
      <>
        <span data-testid="stat-owed">{formatUsd(totals.commissions_owed_cents)} owed</span>
        {totals.commissions_held_cents !== 0 && (
          <span data-testid="stat-held"> · {formatUsd(totals.commissions_held_cents)} held</span>
        )}
      </>
    ),
    'data-testid': 'stat-commissions',
  },
  {
    label: 'Active Campaigns',
    value: formatCount(totals.active_campaigns),
    icon: <MegaphoneIcon />,
    note: 'Approved creator partnerships',
  },
  {
    label: 'Total Clicks',
    value: formatCount(totals.total_clicks),
    icon: <CursorIcon />,
    note:
      totals.total_clicks > 0
        ? `${formatPercent((totals.conversions / totals.total_clicks) * 100)} converted to sales`
        : "On creators' referral links",
  },
];

const shortcuts = (campaignsAvailable: boolean): Shortcut[] => [
  {
    title: 'Manage Products',
    text: 'Commissions, availability and details',
    href: paths.brand.products.getHref(),
    icon: <PackageIcon />,
  },
  {
    title: 'View Campaigns',
    text: 'Applications and partnerships',
    href: campaignsAvailable ? campaignsHref : undefined,
    icon: <MegaphoneIcon />,
  },
  {
    title: 'Store Settings',
    text: 'Connect or change your store',
    href: paths.brand.onboarding.getHref('store'),
    icon: <StoreIcon />,
  },
];

const DashboardContent = ({ data, children }: { data: Dashboard; children?: ReactNode }) => {
  const campaignsAvailable = isScreenAvailable(campaignsHref);

  return (
    <PageContainer data-testid="brand-dashboard">
      <PageHeader
        title={`Welcome, ${data.brand.brand_name}`}
        documentTitle="Dashboard"
        description="Here is how your products are doing with creators."
      />

      {!data.brand.onboarding_completed && (
        <OnboardingBanner title="Finish setting up your brand." href={paths.brand.onboarding.getHref()}>
          Connect your store and choose a payment partner to start working with creators.
        </OnboardingBanner>
      )}

      <BillingAlerts alerts={data.billing_alerts ?? []} />

      {data.checklist && (
        <Suspense fallback={null}>
          <BrandGettingStarted data={data} />
        </Suspense>
      )}

      <StatTiles tiles={totalsTiles(data)} testId="dashboard-stats" />

      <DashboardPanels>
        <DashboardPanel headingId="dashboard-attention" title="Needs Your Attention" testId="needs-attention">
          <NeedsAttention
            pending={data.pending_applications}
            campaignsAvailable={campaignsAvailable}
            invoices={(data.billing_alerts ?? []).length}
            gettingStarted={Boolean(data.checklist)}
          />
        </DashboardPanel>

        <DailyChartPanel
          headingId="dashboard-activity"
          title="Clicks and sales, last 30 days"
          days={data.series}
          series={chartSeries}
          label="Clicks and sales"
          emptyNote="No clicks or sales yet. They show here once creators share your products."
        />
      </DashboardPanels>

      <ShortcutList shortcuts={shortcuts(campaignsAvailable)} />
      {children}
    </PageContainer>
  );
};

const billingHref = `${paths.brand.account.getHref()}?tab=billing`;

/**
 * An invoice the brand must act on (overdue, or its payment failed), above everything else: Stripe's
 * reason, the next automatic try, and the two ways out.
 */
const BillingAlerts = ({ alerts }: { alerts: NonNullable<Dashboard['billing_alerts']> }) =>
  alerts.length === 0 ? null : (
    <div className="mb-6 grid gap-2" data-testid="billing-alerts">
      {alerts.map((alert) => (
        <div
          key={alert.invoice_number}
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="billing-alert"
        >
          <p className="font-semibold">
            {alert.reason ? `Payment failed: ${alert.reason}` : 'Invoice overdue'}
            <span className="font-normal">
              {' '}
              — invoice {alert.invoice_number}, {formatUsd(alert.amount_cents)}
              {alert.kind === 'overdue' ? `, overdue since ${formatDate(alert.due_at)}` : ''}.
              {alert.next_retry_at
                ? ` We will try your card again on ${formatDate(alert.next_retry_at)}.`
                : ''}
            </span>
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4">
            <Link to={billingHref} className="font-semibold underline underline-offset-2">
              Update payment method
            </Link>
            <Link to={billingHref} className="font-semibold underline underline-offset-2">
              Pay now<span className="sr-only"> invoice {alert.invoice_number}</span>
            </Link>
          </p>
        </div>
      ))}
    </div>
  );

/**
 * Invoices to pay and pending creator applications; when there is neither, "All caught up!" for a brand
 * past getting started, and the way to the steps above for one still on them (issue 34).
 */
const NeedsAttention = ({
  pending,
  campaignsAvailable,
  invoices,
  gettingStarted,
}: {
  pending: number;
  campaignsAvailable: boolean;
  invoices: number;
  gettingStarted: boolean;
}) =>
  invoices > 0 && pending === 0 ? (
    <div className="mt-3">
      <p className="text-3xl font-bold text-red-800 tabular-nums">{invoices}</p>
      <p className="text-sm text-slate-600">
        invoice{invoices === 1 ? '' : 's'} to pay: overdue or a failed payment
      </p>
      <Link to={billingHref} className={buttonStyles({ className: 'mt-4 w-full' })}>
        Go to Billing
      </Link>
    </div>
  ) : pending > 0 ? (
    <div className="mt-3">
      <p className="text-3xl font-bold text-slate-900 tabular-nums">{pending}</p>
      <p className="text-sm text-slate-600">pending creator application{pending === 1 ? '' : 's'}</p>
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
  ) : gettingStarted ? (
    <div className="mt-3 text-sm text-slate-600" data-testid="attention-getting-started">
      <p className="font-semibold text-slate-900">Nothing is waiting for you yet.</p>
      <p>Creator applications and invoices show here. Getting started, above, leads to the first ones.</p>
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
  );
