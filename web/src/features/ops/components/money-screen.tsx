import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { formatDate, formatUsd, formatUsdCompact } from '../../../../../ui/utils/format';
import { DailyChart, type DailySeries, monthUnit } from '../../../components/charts/daily-chart';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { type OpsMoney, type UnpaidInvoice, useOpsMoney, useStripeBalance } from '../api/money';
import { OpsNav } from './ops-nav';

/** A chart bar: one billing period (DailyChart's `day` holds its 'YYYY-MM'). */
type MonthBar = { day: string; invoiced: number; paid: number };

const feeSeries = (
  label: string,
  noun: string,
  value: (month: MonthBar) => number,
  fillClass: string,
): DailySeries<MonthBar> => ({
  label,
  noun,
  value,
  format: formatUsd,
  describeTotal: (total) => `${formatUsd(total)} ${noun}`,
  tick: formatUsdCompact,
  floor: 10_000,
  fillClass,
});

const series = [
  feeSeries('Fee invoiced', 'fee invoiced', (month) => month.invoiced, 'fill-violet-600'),
  feeSeries('Fee paid', 'fee paid', (month) => month.paid, 'fill-emerald-600'),
];

/**
 * Issue 36, the operator console's Money: the platform's fee revenue of the last twelve billing periods
 * (invoiced and paid), the platform's Stripe balance, and the invoices brands have not paid, the failing
 * ones with their last failure. Failed and stuck payouts are on Payouts (linked).
 */
export const MoneyScreen = () => {
  const money = useOpsMoney();
  return (
    <PageContainer data-testid="ops-money">
      <PageHeader
        title="Money"
        documentTitle="Money · Operator console"
        description="The platform's fee revenue, its Stripe balance, and what brands owe."
      />
      <OpsNav />
      <div className="mt-6 space-y-6">
        <BalanceCard />
        <QueryState query={money} what="money" loading={<MoneySkeleton />}>
          {(data) => (
            <>
              <RevenueCard data={data} />
              <UnpaidCard data={data} />
            </>
          )}
        </QueryState>
        <p className="text-sm text-slate-600">
          Payouts that failed or are stuck are on{' '}
          <Link
            to={paths.ops.payouts.getHref()}
            className="font-medium text-violet-800 underline hover:text-violet-950"
          >
            Payouts
          </Link>
          .
        </p>
      </div>
    </PageContainer>
  );
};

const BalanceCard = () => {
  const titleId = useId();
  const balance = useStripeBalance();
  return (
    <SectionCard
      titleId={titleId}
      title="Stripe balance"
      description="The platform account's balance: brands' payments add to it, creators' transfers take from it."
      data-testid="stripe-balance"
    >
      <QueryState
        query={balance}
        what="the Stripe balance"
        errorStyle="inline"
        loading={<Skeleton className="mt-3 h-8 w-48" label="Loading the Stripe balance" />}
      >
        {(data) => (
          <dl className="mt-3 grid grid-cols-2 gap-4 sm:max-w-md">
            <div>
              <dt className="text-sm text-slate-600">Available</dt>
              <dd
                className="text-2xl font-semibold text-slate-900 tabular-nums"
                data-testid="balance-available"
              >
                {formatUsd(data.available_cents)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Pending</dt>
              <dd
                className="text-2xl font-semibold text-slate-900 tabular-nums"
                data-testid="balance-pending"
              >
                {formatUsd(data.pending_cents)}
              </dd>
            </div>
          </dl>
        )}
      </QueryState>
    </SectionCard>
  );
};

const RevenueCard = ({ data }: { data: OpsMoney }) => {
  const titleId = useId();
  const bars: MonthBar[] = data.months.map((month) => ({
    day: month.period,
    invoiced: month.fee_invoiced_cents,
    paid: month.fee_paid_cents,
  }));
  return (
    <SectionCard
      titleId={titleId}
      title="Fee revenue"
      description={`The platform fee (${data.fee_percent}% of net attributed sales) on each billing period's invoices: as invoiced, and paid so far.`}
      data-testid="fee-revenue"
    >
      <div className="mt-3">
        <DailyChart
          days={bars}
          series={series}
          label="Platform fee revenue"
          emptyNote="No invoice has been issued in these twelve months."
          testId="fee-revenue"
          unit={monthUnit}
        />
      </div>
    </SectionCard>
  );
};

const UnpaidCard = ({ data }: { data: OpsMoney }) => {
  const titleId = useId();
  const invoices = data.unpaid_invoices;
  const failing = invoices.filter((invoice) => invoice.payment_failures > 0).length;
  return (
    <SectionCard
      titleId={titleId}
      title="Unpaid invoices"
      aside={
        <Badge tone={failing > 0 ? 'red' : invoices.length > 0 ? 'amber' : 'green'}>
          {invoices.length === 0
            ? 'None'
            : `${invoices.length}${data.unpaid_more ? '+' : ''} unpaid${failing ? `, ${failing} failing` : ''}`}
        </Badge>
      }
      description="Invoices brands have not paid yet, soonest due first."
      data-testid="unpaid-invoices"
    >
      {invoices.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="Every invoice is paid">
            Invoices waiting for a brand's payment are listed here.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
          {invoices.map((invoice) => (
            <UnpaidRow key={invoice.invoice_number} invoice={invoice} />
          ))}
        </ul>
      )}
      {data.unpaid_more && (
        <p className="mt-3 text-sm text-slate-600">More invoices are unpaid than are listed here.</p>
      )}
    </SectionCard>
  );
};

const ageOf = (days: number) => (days === 0 ? 'today' : `${days} ${days === 1 ? 'day' : 'days'} ago`);

const UnpaidRow = ({ invoice }: { invoice: UnpaidInvoice }) => (
  <li className="py-3" data-testid="unpaid-invoice">
    <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {invoice.brand_name} <span className="font-normal text-slate-600">· {invoice.invoice_number}</span>
        </p>
        <p className="text-sm text-slate-600">
          Issued <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at)}</time> (
          {ageOf(invoice.age_days)}), due <time dateTime={invoice.due_at}>{formatDate(invoice.due_at)}</time>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Badge tone={invoice.status === 'overdue' ? 'red' : 'amber'}>{invoice.status}</Badge>
        <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(invoice.amount_cents)}</span>
      </div>
    </div>
    {invoice.last_failure && (
      <p
        className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-900"
        data-testid="unpaid-invoice-failure"
      >
        {invoice.last_failure.code && (
          <Badge tone="red" className="mr-2">
            {invoice.last_failure.code}
          </Badge>
        )}
        {invoice.last_failure.reason} ({invoice.payment_failures} failed{' '}
        {invoice.payment_failures === 1 ? 'payment' : 'payments'}, the last{' '}
        <time dateTime={invoice.last_failure.failed_at}>{formatDate(invoice.last_failure.failed_at)}</time>)
      </p>
    )}
  </li>
);

const MoneySkeleton = () => (
  <div className="space-y-4" aria-busy="true">
    {[0, 1].map((key) => (
      <div key={key} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-48" label={key === 0 ? 'Loading money' : ''} />
        <Skeleton className="block h-32 w-full" label="" />
      </div>
    ))}
  </div>
);
