import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { CompassIcon, MegaphoneIcon, StoreIcon, WalletIcon } from '../../../../../ui/components/ui/icons';
import { CursorIcon, LinkIcon, SendIcon } from '../../../../../ui/components/ui/workspace-icons';
import { isScreenAvailable } from '../../../../../ui/config/navigation';
import { paths } from '../../../../../ui/config/paths';
import { formatCount, formatPercent, formatUsd } from '../../../../../ui/utils/format';
import { clicksSeries, earningsSeries } from '../../../components/charts/daily-series';
import { DailyChartPanel } from '../../../components/dashboard/daily-chart-panel';
import { DashboardPanel, DashboardPanels } from '../../../components/dashboard/dashboard-panel';
import { DashboardScreen } from '../../../components/dashboard/dashboard-screen';
import { OnboardingBanner } from '../../../components/dashboard/onboarding-banner';
import { type Shortcut, ShortcutList } from '../../../components/dashboard/shortcut-list';
import { type StatTile, StatTiles } from '../../../components/dashboard/stat-tiles';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { StorefrontLink } from '../../../components/storefront-link';
import { type CreatorDay, type CreatorDashboard as Dashboard, useDashboard } from '../api/get-dashboard';

// Only a user still getting started has a list: its code loads with it, kept out of the dashboard's
// first load that every established user pays for (the signed-in JS budget, docs/architecture.md section 9).
const CreatorGettingStarted = lazy(async () => ({
  default: (await import('./creator-getting-started')).CreatorGettingStarted,
}));

/** The creator dashboard (spec 2.5): earnings and link statistics from recorded data, a chart, top links. */
export const CreatorDashboard = () => {
  const dashboard = useDashboard();
  return (
    <DashboardScreen query={dashboard} testId="creator-dashboard">
      {(data) => <DashboardContent data={data} />}
    </DashboardScreen>
  );
};

const campaignsHref = paths.creator.campaigns.getHref();

const chartSeries = [clicksSeries<CreatorDay>(), earningsSeries<CreatorDay>()];

/** A shortcut to a screen that is not built yet shows as "Coming soon". */
const linkTo = (href: string) => (isScreenAvailable(href) ? href : undefined);

/** Pending, available and (if any) held, each with a test id: what the total is made of. */
const EarningsBreakdown = ({ totals }: { totals: Dashboard['totals'] }) => (
  <>
    <span data-testid="stat-pending">{formatUsd(totals.pending_cents)} pending</span>
    {' · '}
    <span data-testid="stat-available">{formatUsd(totals.available_cents)} available</span>
    {totals.held_cents !== 0 && <span data-testid="stat-held"> · {formatUsd(totals.held_cents)} held</span>}
  </>
);

/** Every figure comes from the commission ledger and the link counters (docs/architecture.md section 5). */
const totalsTiles = ({ totals }: Dashboard): StatTile[] => {
  const hasLedger = totals.earnings_cents !== 0 || totals.pending_cents !== 0 || totals.held_cents !== 0;
  return [
    {
      label: 'Total Earnings',
      value: formatUsd(totals.earnings_cents),
      icon: <WalletIcon />,
      note: hasLedger ? (
        <EarningsBreakdown totals={totals} />
      ) : (
        'Commissions show once sales are attributed to your links'
      ),
      'data-testid': 'stat-earnings',
    },
    {
      label: 'Total Clicks',
      value: formatCount(totals.clicks),
      icon: <CursorIcon />,
      note: 'On all your referral links',
      'data-testid': 'stat-clicks',
    },
    {
      label: 'Conversions',
      value: formatCount(totals.conversions),
      icon: <SendIcon />,
      note: (
        <>
          {/* Spec 9: conversions / clicks, one decimal; with no clicks yet there is no rate to show. */}
          <span data-testid="stat-conversion-rate">
            {totals.clicks > 0 ? `${formatPercent(totals.conversion_rate)} of clicks` : 'No clicks yet'}
          </span>
          {' · '}
          <span data-testid="stat-sales">{formatUsd(totals.total_sales_cents)} in sales</span>
        </>
      ),
      'data-testid': 'stat-conversions',
    },
    {
      label: 'Active Links',
      value: formatCount(totals.active_links),
      icon: <LinkIcon />,
      note:
        totals.pending_applications > 0
          ? `${totals.pending_applications} application${totals.pending_applications === 1 ? '' : 's'} waiting`
          : 'No applications waiting',
      'data-testid': 'stat-links',
    },
  ];
};

const shortcuts = (): Shortcut[] => [
  {
    title: 'Explore Products',
    text: 'Products with their commissions',
    href: linkTo(paths.creator.explore.getHref()),
    icon: <CompassIcon />,
  },
  {
    title: 'Browse Brands',
    text: 'Brands to collaborate with',
    href: linkTo(paths.creator.brands.getHref()),
    icon: <StoreIcon />,
  },
  {
    title: 'My Campaigns',
    text: 'Links, applications and codes',
    href: linkTo(campaignsHref),
    icon: <MegaphoneIcon />,
  },
];

const DashboardContent = ({ data }: { data: Dashboard }) => {
  const { creator } = data;

  return (
    <PageContainer data-testid="creator-dashboard">
      <PageHeader
        title={creator ? `Welcome, @${creator.username}` : 'Welcome'}
        documentTitle="Dashboard"
        description="How your links are doing and what you have earned."
      />

      {!creator?.onboarding_completed && (
        <OnboardingBanner
          title="Finish setting up your profile."
          href={paths.creator.onboarding.getHref()}
          testId="finish-onboarding"
        >
          Choose your username and bio so brands can approve you and you can get referral links.
        </OnboardingBanner>
      )}

      {data.checklist && (
        <Suspense fallback={null}>
          <CreatorGettingStarted data={data} />
        </Suspense>
      )}

      <StatTiles tiles={totalsTiles(data)} testId="creator-stats" />

      {creator?.onboarding_completed && (
        <DashboardPanel headingId="dashboard-storefront" title="Your storefront" testId="your-storefront">
          <StorefrontLink
            username={creator.username}
            exists={data.storefront.exists}
            active={data.storefront.is_active}
            className="mt-3"
          />
          <Link
            to={paths.creator.storefront.getHref()}
            className="mt-3 inline-block text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
          >
            {data.storefront.exists ? 'Edit your storefront' : 'Set up your storefront'}
          </Link>
        </DashboardPanel>
      )}

      <DashboardPanels>
        <DailyChartPanel
          headingId="dashboard-clicks"
          title="Clicks and earnings, last 30 days"
          days={data.series}
          series={chartSeries}
          label="Clicks and earnings on your links"
          emptyNote="No clicks or earnings yet. They show here once people open the links you share and buy."
          testId="clicks"
        />

        <DashboardPanel headingId="dashboard-top-links" title="Top links" testId="top-links">
          <TopLinks links={data.top_links} />
        </DashboardPanel>
      </DashboardPanels>

      <ShortcutList shortcuts={shortcuts()} />
    </PageContainer>
  );
};

/** The creator's best links by clicks, or where to get a first one. */
const TopLinks = ({ links }: { links: Dashboard['top_links'] }) => {
  if (links.length === 0) {
    return (
      <div className="mt-3 text-sm text-slate-600">
        <p>No links yet. Apply to promote a product, or copy a link from one.</p>
        <Link
          to={paths.creator.brands.getHref()}
          className="mt-3 inline-block font-semibold text-violet-700 underline-offset-2 hover:underline"
        >
          Browse brands
        </Link>
      </div>
    );
  }
  return (
    <>
      <ol className="mt-3 divide-y divide-slate-100">
        {links.map((link) => (
          <li key={link.id} className="flex items-start justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{link.product_name}</p>
              <p className="truncate text-xs text-slate-600">{link.brand_name}</p>
            </div>
            <p className="shrink-0 text-right text-sm text-slate-700 tabular-nums">
              <span className="font-semibold text-slate-900">{formatCount(link.clicks)}</span>{' '}
              {link.clicks === 1 ? 'click' : 'clicks'}
              <span className="block text-xs text-slate-600">
                {formatCount(link.conversions)} {link.conversions === 1 ? 'sale' : 'sales'} ·{' '}
                {formatUsd(link.total_sales_cents)}
              </span>
            </p>
          </li>
        ))}
      </ol>
      {isScreenAvailable(campaignsHref) && (
        <Link
          to={campaignsHref}
          className="mt-3 inline-block text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
        >
          All your links
        </Link>
      )}
    </>
  );
};
