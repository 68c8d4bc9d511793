import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { buttonStyles } from '../../../components/ui/button';
import { CompassIcon, MegaphoneIcon, StoreIcon, WalletIcon } from '../../../components/ui/icons';
import { ShortcutCard } from '../../../components/ui/shortcut-card';
import { StatCardsSkeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { CursorIcon, LinkIcon, SendIcon } from '../../../components/ui/workspace-icons';
import { isScreenAvailable } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { formatCents, formatCount, formatPercent } from '../../../utils/format';
import { type CreatorDashboard as Dashboard, useDashboard } from '../api/get-dashboard';
import { ClicksChart } from './clicks-chart';

/** The creator dashboard (spec 2.5): earnings and link statistics from recorded data, a chart, top links. */
export const CreatorDashboard = () => {
  const dashboard = useDashboard();

  return (
    <QueryState
      query={dashboard}
      what="dashboard data"
      loading={<StatCardsSkeleton label="Loading dashboard" />}
      frame={(state) => (
        <PageContainer data-testid="creator-dashboard">
          <PageHeader title="Dashboard" />
          {state}
        </PageContainer>
      )}
    >
      {(data) => <DashboardContent data={data} />}
    </QueryState>
  );
};

const campaignsHref = paths.creator.campaigns.getHref();

const DashboardContent = ({ data }: { data: Dashboard }) => {
  const { totals, creator } = data;
  const conversionRate = totals.clicks > 0 ? (totals.conversions / totals.clicks) * 100 : null;
  const linkTo = (href: string) => (isScreenAvailable(href) ? href : undefined);

  return (
    <PageContainer data-testid="creator-dashboard">
      <PageHeader
        title={creator ? `Welcome, @${creator.username}` : 'Welcome'}
        documentTitle="Dashboard"
        description="How your links are doing and what you have earned."
      />

      {!creator?.onboarding_completed && (
        <div
          className="mt-6 flex flex-col gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="finish-onboarding"
        >
          <p className="text-sm text-violet-950">
            <strong className="font-semibold">Finish setting up your profile.</strong> Choose your username
            and bio so brands can approve you and you can get referral links.
          </p>
          <Link to={paths.creator.onboarding.getHref()} className={buttonStyles({ size: 'sm' })}>
            Continue onboarding
          </Link>
        </div>
      )}

      <section aria-labelledby="dashboard-totals" className="mt-6">
        <h2 id="dashboard-totals" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="creator-stats">
          <StatCard
            label="Total Earnings"
            value={formatCents(totals.earnings_cents)}
            icon={<WalletIcon />}
            note={
              totals.earnings_cents > 0
                ? 'Commissions on attributed sales'
                : 'Commissions show once sales are attributed to your links'
            }
            data-testid="stat-earnings"
          />
          <StatCard
            label="Total Clicks"
            value={formatCount(totals.clicks)}
            icon={<CursorIcon />}
            note="On all your referral links"
            data-testid="stat-clicks"
          />
          <StatCard
            label="Conversions"
            value={formatCount(totals.conversions)}
            icon={<SendIcon />}
            note={
              conversionRate === null
                ? `${formatCents(totals.total_sales_cents)} in sales`
                : `${formatPercent(conversionRate)} of clicks · ${formatCents(totals.total_sales_cents)} in sales`
            }
            data-testid="stat-conversions"
          />
          <StatCard
            label="Active Links"
            value={formatCount(totals.active_links)}
            icon={<LinkIcon />}
            note={
              totals.pending_applications > 0
                ? `${totals.pending_applications} application${totals.pending_applications === 1 ? '' : 's'} waiting`
                : 'No applications waiting'
            }
            data-testid="stat-links"
          />
        </dl>
      </section>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="dashboard-clicks"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2"
        >
          <h2 id="dashboard-clicks" className="font-semibold text-slate-900">
            Clicks, last 30 days
          </h2>
          <div className="mt-3">
            <ClicksChart days={data.series} />
          </div>
        </section>

        <section
          aria-labelledby="dashboard-top-links"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="top-links"
        >
          <h2 id="dashboard-top-links" className="font-semibold text-slate-900">
            Top links
          </h2>
          {data.top_links.length === 0 ? (
            <div className="mt-3 text-sm text-slate-600">
              <p>No links yet. Apply to promote a product, or copy a link from one.</p>
              <Link
                to={paths.creator.brands.getHref()}
                className="mt-3 inline-block font-semibold text-violet-700 underline-offset-2 hover:underline"
              >
                Browse brands
              </Link>
            </div>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100">
              {data.top_links.map((link) => (
                <li key={link.id} className="flex items-start justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{link.product_name}</p>
                    <p className="truncate text-xs text-slate-600">{link.brand_name}</p>
                  </div>
                  <p className="shrink-0 text-right text-sm text-slate-700 tabular-nums">
                    <span className="font-semibold text-slate-900">{formatCount(link.clicks)}</span>{' '}
                    {link.clicks === 1 ? 'click' : 'clicks'}
                    <span className="block text-xs text-slate-600">
                      {formatCents(link.total_sales_cents)} sales
                    </span>
                  </p>
                </li>
              ))}
            </ol>
          )}
          {data.top_links.length > 0 && isScreenAvailable(campaignsHref) && (
            <Link
              to={campaignsHref}
              className="mt-3 inline-block text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
            >
              All your links
            </Link>
          )}
        </section>
      </div>

      <section aria-labelledby="dashboard-shortcuts" className="mt-6">
        <h2 id="dashboard-shortcuts" className="font-semibold text-slate-900">
          Shortcuts
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="dashboard-shortcuts">
          <ShortcutCard
            title="Explore Products"
            text="Products with their commissions"
            href={linkTo(paths.creator.explore.getHref())}
            icon={<CompassIcon />}
          />
          <ShortcutCard
            title="Browse Brands"
            text="Brands to collaborate with"
            href={linkTo(paths.creator.brands.getHref())}
            icon={<StoreIcon />}
          />
          <ShortcutCard
            title="My Campaigns"
            text="Links, applications and codes"
            href={linkTo(campaignsHref)}
            icon={<MegaphoneIcon />}
          />
        </ul>
      </section>
    </PageContainer>
  );
};
