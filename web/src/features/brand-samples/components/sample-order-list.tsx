import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import type { SampleOrder } from '../api/get-samples';
import { SampleOrderRow } from './sample-order-row';

export const SampleOrderList = ({ orders }: { orders: readonly SampleOrder[] }) =>
  orders.length === 0 ? (
    <EmptyState icon={<GiftIcon />} title="No sample orders yet" data-testid="sample-orders-empty">
      When a creator redeems credits for one of your samples, the order appears here for you to ship.
    </EmptyState>
  ) : (
    <ul className="grid gap-3" aria-label="Sample orders, newest first" data-testid="sample-orders">
      {orders.map((order) => (
        <SampleOrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
