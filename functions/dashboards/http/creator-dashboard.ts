import { dismissCreatorChecklist, getCreatorDashboard } from '../../../contracts/creator-workspace';
import { getCreator } from '../../identity';
import { dashboardMoneyOf, listCreatorDays, readCreatorMoney } from '../../ledger';
import { listApplicationsOfCreator } from '../../partnerships';
import { conversionRate, listLinksOfCreator } from '../../referrals';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { fillDays, lastDays } from '../../shared/time/days';
import { readStorefrontStatus } from '../../storefront';
import { readCreatorChecklist } from '../creator-checklist';
import { dismissChecklist } from '../entities/checklist-dismissal';

/**
 * Creator dashboard: earnings from the commission ledger's totals (zero until orders are attributed),
 * link statistics from the click aggregator, a 30-day series (clicks, sales, commission), the best links,
 * and the getting-started list, ticked from what these reads already hold.
 */
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/dashboard': defineRoute(getCreatorDashboard, async ({ caller }) => {
    const days = lastDays(new Date());
    const [creator, { stats, totals }, recorded, links, applications, storefront] = await Promise.all([
      getCreator(caller.userId),
      // The totals split by the pending lines' states, as Earnings and Payouts show them.
      readCreatorMoney(caller.userId),
      listCreatorDays(caller.userId, days[0] as string, days[days.length - 1] as string),
      listLinksOfCreator(caller.userId),
      listApplicationsOfCreator(caller.userId),
      readStorefrontStatus(caller.userId),
    ]);
    const checklist = await readCreatorChecklist({
      userId: caller.userId,
      creator,
      storefront,
      applications: applications.length,
      links: links.length,
      clicks: stats.clicks,
      conversions: stats.conversions,
    });
    return {
      body: {
        creator: creator
          ? { username: creator.username, onboarding_completed: creator.onboarding_completed }
          : null,
        storefront: { exists: storefront.exists, is_active: storefront.is_active },
        totals: {
          ...dashboardMoneyOf(totals),
          clicks: stats.clicks,
          conversions: stats.conversions,
          conversion_rate: conversionRate(stats.conversions, stats.clicks),
          total_sales_cents: stats.total_sales_cents,
          active_links: links.length,
          pending_applications: applications.filter((application) => application.status === 'pending').length,
        },
        series: fillDays(
          days,
          recorded.map(({ other_earnings_cents: _other, ...day }) => day),
          { clicks: 0, sales_cents: 0, commission_cents: 0, conversions: 0 },
        ),
        top_links: [...links].sort((a, b) => b.clicks - a.clicks).slice(0, 5),
        checklist,
      },
    };
  }),
  'POST /api/creator/dashboard/checklist/dismiss': defineRoute(
    dismissCreatorChecklist,
    async ({ caller }) => {
      await dismissChecklist(caller.userId);
      return { status: 204 };
    },
  ),
});
