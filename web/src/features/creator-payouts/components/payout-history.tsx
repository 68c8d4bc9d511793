import { useRef } from 'react';
import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
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
  const listRef = useRef<HTMLUListElement>(null);
  const payouts = pages.flatMap((page) => page.payouts);
  if (payouts.length === 0) {
    return (
      <EmptyState icon={<WalletIcon />} title="No payout history" data-testid="payouts-empty">
        Your payout history will appear here
      </EmptyState>
    );
  }
  return (
    <>
      <ul ref={listRef} className="grid gap-3" aria-label="Payouts, newest first" data-testid="payouts-list">
        {payouts.map((payout) => (
          <PayoutRow key={payout.payout_id} payout={payout} />
        ))}
      </ul>
      <LoadMore
        query={query}
        noun="payouts"
        shown={payouts.length}
        listRef={listRef}
        data-testid="payouts-more"
      />
    </>
  );
};
