import { type Brand, getBrandStats, listBrandDays } from '../catalogue';
import { type Invoice, listInvoicesOfBrand } from '../ledger';
import { fillDays, lastDays } from '../shared/time/days';
import { readBrandChecklist } from './brand-checklist';

/**
 * The brand dashboard (spec 2.4) from recorded figures only: totals from the brand's running counters
 * (kept by the click, order and application features), commissions from the commission ledger's
 * total, a 30-day series of clicks and sales with empty days as zero, and the getting-started list
 * for the signed-in user (`userId`), ticked from the same counters and the brand's live products.
 */
export const getBrandDashboard = async (
  { brand, liveProducts, userId }: { brand: Brand; liveProducts: number; userId: string },
  now = new Date(),
) => {
  const days = lastDays(now);
  const [stats, recorded, invoices] = await Promise.all([
    getBrandStats(brand.id),
    listBrandDays(brand.id, days[0] as string, days[days.length - 1] as string),
    listInvoicesOfBrand(brand.id, 12),
  ]);
  const checklist = await readBrandChecklist({ userId, brand, liveProducts, stats });
  return {
    brand: { id: brand.id, brand_name: brand.brand_name, onboarding_completed: brand.onboarding_completed },
    totals: {
      total_revenue_cents: stats.total_sales_cents,
      commissions_paid_cents: stats.commissions_paid_cents,
      commissions_owed_cents: stats.commissions_owed_cents,
      commissions_held_cents: stats.commissions_held_cents,
      conversions: stats.conversions,
      active_campaigns: stats.active_partnerships,
      total_clicks: stats.clicks,
    },
    pending_applications: stats.pending_applications,
    series: fillDays(
      days,
      recorded.map(({ other_earnings_cents: _other, ...day }) => day),
      { clicks: 0, sales_cents: 0, commission_cents: 0, conversions: 0 },
    ),
    checklist,
    billing_alerts: billingAlerts(invoices),
  };
};

/**
 * What the brand must act on, instead of "All caught up!": unpaid invoices that are overdue or whose
 * last payment failed (the invoices' own status and failures, newest first).
 */
export const billingAlerts = (invoices: Invoice[]) =>
  invoices.flatMap((invoice) => {
    if (invoice.status === 'paid') return [];
    const failure = invoice.payment_failures?.at(-1);
    if (invoice.status !== 'overdue' && !failure) return [];
    return [
      {
        invoice_number: invoice.invoice_number,
        period: invoice.period,
        kind: invoice.status === 'overdue' ? ('overdue' as const) : ('payment_failed' as const),
        amount_cents: invoice.amount_cents,
        due_at: invoice.due_at,
        reason: failure?.reason ?? null,
        failed_at: failure?.failed_at ?? null,
        next_retry_at: invoice.next_retry_at ?? null,
      },
    ];
  });
