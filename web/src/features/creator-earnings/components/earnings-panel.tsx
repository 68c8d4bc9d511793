import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { formatCount, formatUsd } from '../../../../../ui/utils/format';
import { ExportRangeForm } from '../../../components/exports/export-range-form';
import { PagedList } from '../../../components/layouts/paged-list';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { type EarningsPage, useEarnings } from '../api/get-earnings';
import { EarningRow } from './earning-row';

const noEarnings = (
  <EmptyState icon={<WalletIcon />} title="No earnings yet" data-testid="earnings-empty">
    Commissions appear here when a shopper buys through your link or code: each with the order, its status and
    the receipt of how it was worked out.
  </EmptyState>
);

/**
 * Earnings (My Campaigns): the totals by status, then the creator's commission ledger, newest first,
 * paged with Load more. Every entry opens its receipt.
 */
export const EarningsPanel = () => {
  const earnings = useEarnings();
  return (
    <>
      <ExportRangeForm
        kind="commissions"
        title="Export commissions"
        description="Every line of your ledger written in the days you choose: sales, reversals, content pay and cash-outs (CSV)."
      />
      <QueryState
        query={earnings}
        what="earnings"
        errorStyle="inline"
        loading={<CardListSkeleton label="Loading earnings" />}
        showDataDespiteError={(data) => data.pages.length > 0}
        isEmpty={(data) => data.pages.every((page) => page.entries.length === 0)}
        empty={noEarnings}
      >
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          return (
            <>
              <EarningsTotals totals={data.pages[0]?.totals} />
              <PagedList
                query={earnings}
                items={entries}
                noun="commissions"
                className="mt-4 grid gap-3"
                aria-label="Commissions"
                data-testid="earnings-list"
                loadMoreTestId="earnings-more"
              >
                {(entry) => <EarningRow key={entry.entry_id} entry={entry} />}
              </PagedList>
            </>
          );
        }}
      </QueryState>
    </>
  );
};

/**
 * The creator's totals (the same function on every screen: functions/ledger/sales/creator-totals.ts): earned =
 * pending + available + in payout + paid, content pay and credit cash-outs included.
 */
const EarningsTotals = ({ totals }: { totals: EarningsPage['totals'] | undefined }) => {
  if (!totals) return null;
  const figures = [
    { term: 'Earned', value: formatUsd(totals.earned_cents), testId: 'earnings-earned' },
    { term: 'Pending', value: formatUsd(totals.pending_cents), testId: 'earnings-pending' },
    { term: 'Available', value: formatUsd(totals.available_cents), testId: 'earnings-available' },
    ...(totals.in_payout_cents !== 0
      ? [{ term: 'In payout', value: formatUsd(totals.in_payout_cents), testId: 'earnings-in-payout' }]
      : []),
    { term: 'Paid', value: formatUsd(totals.paid_cents), testId: 'earnings-paid' },
    ...(totals.held_cents !== 0
      ? [{ term: 'Held', value: formatUsd(totals.held_cents), testId: 'earnings-held' }]
      : []),
    { term: 'Conversions', value: formatCount(totals.conversions), testId: 'earnings-conversions' },
    { term: 'Sales', value: formatUsd(totals.total_sales_cents), testId: 'earnings-sales' },
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-7"
      data-testid="earnings-totals"
    >
      {figures.map((figure) => (
        <div key={figure.term} className="rounded-xl border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-600">{figure.term}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
};
