import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { ExportRangeForm } from '../../../components/exports/export-range-form';
import { PagedList } from '../../../components/layouts/paged-list';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { useBrandRole } from '../../../lib/brand-role';
import { useSales } from '../api/get-sales';
import { SaleCard } from './sale-card';

const noSales = (
  <EmptyState icon={<WalletIcon />} title="No sales yet" data-testid="sales-empty">
    Sales appear here when a shopper buys through a creator's link or code: each order with its creator,
    products, commission and the receipt of how it was worked out.
  </EmptyState>
);

/**
 * Sales (Influencers & Campaigns, docs/architecture.md section 5): the brand's attributed orders from the
 * commission ledger, newest first, paged with Load more. A failed refresh keeps the orders shown.
 */
export const SalesPanel = () => {
  const sales = useSales();
  // Issue 35: exports are money's (owners, admins, finance), as the export function checks.
  const exports = useBrandRole().can('money');
  return (
    <>
      {exports && (
        <ExportRangeForm
          kind="sales"
          title="Export sales"
          description="Every order line made in the days you choose, with its commission, refunds and cancellations (CSV)."
        />
      )}
      <QueryState
        query={sales}
        what="sales"
        errorStyle="inline"
        loading={<CardListSkeleton label="Loading sales" />}
        showDataDespiteError={(data) => data.pages.length > 0}
        isEmpty={(data) => data.pages.every((page) => page.sales.length === 0)}
        empty={noSales}
      >
        {(data) => {
          return (
            <PagedList
              query={sales}
              items={data.pages.flatMap((page) => page.sales)}
              noun="sales"
              className="grid gap-3"
              aria-label="Sales"
              data-testid="sales-list"
              loadMoreTestId="sales-more"
            >
              {(sale) => <SaleCard key={sale.sale_id} sale={sale} />}
            </PagedList>
          );
        }}
      </QueryState>
    </>
  );
};
