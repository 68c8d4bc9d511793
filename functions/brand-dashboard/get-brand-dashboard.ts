import type { Brand } from '../shared/data/entities/brand';
import { getBrandStats, listBrandDays } from '../shared/data/entities/brand-stats';

const DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days (UTC) ending today, oldest first. */
export const lastDays = (today: Date, count = DAYS): string[] =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - (count - 1 - index));
    return isoDay(day);
  });

/**
 * The brand dashboard (spec 2.4) from recorded figures only: totals from the brand's running counters
 * (kept by the click, order and application features), commissions from the commission ledger's
 * total, and a 30-day series of clicks and sales with empty days as zero.
 */
export const getBrandDashboard = async (brand: Brand, now = new Date()) => {
  const days = lastDays(now);
  const [stats, recorded] = await Promise.all([
    getBrandStats(brand.id),
    listBrandDays(brand.id, days[0] as string, days[days.length - 1] as string),
  ]);
  const byDay = new Map(recorded.map((day) => [day.day, day]));
  return {
    brand: { id: brand.id, brand_name: brand.brand_name, onboarding_completed: brand.onboarding_completed },
    totals: {
      total_revenue_cents: stats.total_sales_cents,
      commissions_paid_cents: stats.commissions_paid_cents,
      active_campaigns: stats.active_partnerships,
      total_clicks: stats.clicks,
    },
    pending_applications: stats.pending_applications,
    series: days.map((day) => ({
      day,
      clicks: byDay.get(day)?.clicks ?? 0,
      sales_cents: byDay.get(day)?.sales_cents ?? 0,
    })),
  };
};
