/**
 * Issue 36: the console's Money screen: the platform's fee revenue by billing period (the per-month
 * counter the billing run and the invoice's payment ADD to, one Query) and the invoices unpaid across
 * brands (the unpaid invoices' sparse index, one Query), with each one's last failed payment.
 */
import { type OpsUnpaidInvoice, REVENUE_MONTHS } from '../../contracts/ops';
import { type Invoice, listPlatformRevenue, listUnpaidInvoices } from '../ledger';
import { platformSettings } from '../platform';
import { DAY_MS } from '../shared/time/days';
import { periodOf, shiftPeriod } from '../shared/time/period';

/** The console lists this many unpaid invoices (soonest due first); `unpaid_more` says when there are more. */
const UNPAID_LISTED = 200;

const toUnpaidView = (invoice: Invoice, now: Date): OpsUnpaidInvoice => {
  const failures = invoice.payment_failures ?? [];
  const last = failures.at(-1);
  return {
    invoice_number: invoice.invoice_number,
    brand_id: invoice.brand_id,
    brand_name: invoice.brand_name || invoice.brand_id,
    period: invoice.period,
    status: invoice.status,
    amount_cents: invoice.amount_cents,
    issued_at: invoice.issued_at,
    due_at: invoice.due_at,
    age_days: Math.max(0, Math.floor((now.getTime() - Date.parse(invoice.issued_at)) / DAY_MS)),
    payment_failures: failures.length,
    last_failure: last
      ? { reason: last.reason, code: last.code, failed_at: last.failed_at, source: last.source }
      : null,
    next_retry_at: invoice.next_retry_at ?? null,
  };
};

export const readOpsMoney = async (until: string | undefined, now = new Date()) => {
  const last = until ?? periodOf(now);
  const first = shiftPeriod(last, -(REVENUE_MONTHS - 1));
  const [revenue, unpaid] = await Promise.all([
    listPlatformRevenue(first, last),
    listUnpaidInvoices(UNPAID_LISTED),
  ]);
  const byPeriod = new Map(revenue.map((row) => [row.period, row]));
  const months = Array.from({ length: REVENUE_MONTHS }, (_, index) => {
    const period = shiftPeriod(first, index);
    return (
      byPeriod.get(period) ?? {
        period,
        fee_invoiced_cents: 0,
        fee_paid_cents: 0,
        invoices_issued: 0,
        invoices_paid: 0,
      }
    );
  });
  return {
    months,
    fee_percent: platformSettings.platformFeePercent,
    unpaid_invoices: unpaid.invoices.map((invoice) => toUnpaidView(invoice, now)),
    unpaid_more: unpaid.more,
  };
};
