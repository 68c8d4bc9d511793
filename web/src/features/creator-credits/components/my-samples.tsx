import { useId } from 'react';
import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { formatDate } from '../../../../../ui/utils/format';
import {
  SampleOrderStatusBadge,
  SampleTracking,
  ShippingAddressLines,
} from '../../../components/samples/sample-order-status';
import { EmptyState } from '../../../components/ui/empty-state';
import type { CreditsScreenData } from '../api/get-credits';

type SampleOrder = CreditsScreenData['sample_orders'][number];

/**
 * My Samples (issue 21): every sample the creator redeemed with where it ships, its status (Requested →
 * Order created in store → Shipped, or Failed with the store's reason while the brand retries) and,
 * once shipped, the carrier and tracking number.
 */
export const MySamples = ({ orders }: { orders: readonly SampleOrder[] }) =>
  orders.length === 0 ? (
    <EmptyState icon={<GiftIcon />} title="No samples yet" data-testid="my-samples-empty">
      Redeem credits in the Sample Store and follow your samples here until they arrive.
    </EmptyState>
  ) : (
    <ul className="grid gap-3" aria-label="Your samples, newest first" data-testid="my-samples">
      {orders.map((order) => (
        <MySample key={order.id} order={order} />
      ))}
    </ul>
  );

const MySample = ({ order }: { order: SampleOrder }) => {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto]"
      data-testid="my-sample"
      data-order-id={order.id}
      data-status={order.status}
    >
      <div className="min-w-0 space-y-1">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {order.product_name}
        </h3>
        <p className="text-sm text-slate-500">
          Redeemed {formatDate(order.created_at)} for {order.credits} credits
          {order.store_order_name && <> · store order {order.store_order_name}</>}
          {order.fulfilled_at && <> · shipped {formatDate(order.fulfilled_at)}</>}
        </p>
        {order.status === 'failed' && order.store_error && (
          <p className="text-sm text-red-700" data-testid="sample-store-error">
            {order.store_error} The brand has been asked to try again.
          </p>
        )}
        <SampleTracking order={order} />
        {order.shipping_address && <ShippingAddressLines address={order.shipping_address} />}
      </div>
      <div className="sm:text-right">
        <SampleOrderStatusBadge status={order.status} />
      </div>
    </li>
  );
};
