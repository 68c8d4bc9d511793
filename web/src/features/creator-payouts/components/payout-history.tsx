import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { PagedList } from '../../../components/layouts/paged-list';
import { EmptyState } from '../../../components/ui/empty-state';
import type { PayoutsPage, usePayouts } from '../api/get-payouts';
import { PayoutRow } from './payout-row';

/** Payout History (spec 2.5): newest first, as the server answers it, paged with Load more. */
export const PayoutHistory = ({
  query,
  pages,
}: {
  query: ReturnType<typeof usePayouts>;
  pages: readonly PayoutsPage[];
}) => {
  const payouts = pages.flatMap((page) => page.payouts);
  if (payouts.length === 0) {
    return (
      <EmptyState icon={<WalletIcon />} title="No payout history" data-testid="payouts-empty">
        Your payout history will appear here
      </EmptyState>
    );
  }
  return (
    <PagedList
      query={query}
      items={payouts}
      noun="payouts"
      className="grid gap-3"
      aria-label="Payouts, newest first"
      data-testid="payouts-list"
      loadMoreTestId="payouts-more"
    >
      {(payout) => <PayoutRow key={payout.payout_id} payout={payout} />}
    </PagedList>
  );
};
