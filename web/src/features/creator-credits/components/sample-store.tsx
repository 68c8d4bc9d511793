import type { ShippingAddress } from '../../../../../contracts/credits';
import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSampleStore } from '../api/get-sample-store';
import { SampleStoreCard } from './sample-store-card';

/** Sample Store: products with a sample for credits, cheapest first (the server's order). */
export const SampleStore = ({ balance, address }: { balance: number; address: ShippingAddress | null }) => {
  const store = useSampleStore();
  return (
    <QueryState
      query={store}
      what="the sample store"
      errorStyle="inline"
      loading={<CardListSkeleton label="Loading samples" cards={3} />}
      isEmpty={(products) => products.length === 0}
      empty={
        <EmptyState icon={<GiftIcon />} title="No samples available" data-testid="sample-store-empty">
          Brands have not offered samples for credits yet. Check back soon.
        </EmptyState>
      }
    >
      {(products) => (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Samples, cheapest first"
          data-testid="sample-store"
        >
          {products.map((product) => (
            <SampleStoreCard key={product.product_id} product={product} balance={balance} address={address} />
          ))}
        </ul>
      )}
    </QueryState>
  );
};
