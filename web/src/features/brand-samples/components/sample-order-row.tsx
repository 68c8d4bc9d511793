import { useId } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import {
  SampleOrderStatusBadge,
  SampleTracking,
  ShippingAddressLines,
} from '../../../components/samples/sample-order-status';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useBrandRole } from '../../../lib/brand-role';
import { useFulfilSampleOrder } from '../api/fulfil-sample-order';
import type { SampleOrder } from '../api/get-samples';
import { useRetrySampleOrder } from '../api/retry-sample-order';

/**
 * One sample order: product, creator, where it ships, what it cost, its status and tracking. A failed
 * store order can be retried; one not shipped yet can be marked shipped by hand (a store without
 * Shopify, or shipped outside it).
 */
export const SampleOrderRow = ({ order }: { order: SampleOrder }) => {
  const fulfil = useFulfilSampleOrder();
  const retry = useRetrySampleOrder();
  const headingId = useId();
  const shipped = order.status === 'fulfilled';
  // Issue 35: shipping samples is the program's; the other roles see the order and its status.
  const editable = useBrandRole().can('program');
  const what = `${order.product_name} for @${order.creator_username}`;

  const onFulfil = async () => {
    try {
      await fulfil.mutateAsync(order.id);
      toast.success('Sample Shipped', `${what} is marked shipped.`);
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Failed to update the sample order'));
    }
  };

  const onRetry = async () => {
    try {
      await retry.mutateAsync(order.id);
      toast.success('Trying Again', `The order for ${what} is being created in your store again.`);
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Failed to retry the sample order'));
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto]"
      data-testid="sample-order"
      data-order-id={order.id}
      data-status={order.status}
    >
      <div className="min-w-0 space-y-1">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {order.product_name}
        </h3>
        <p className="text-sm break-words text-slate-600">
          For @{order.creator_username}
          {order.customer_email && <> · {order.customer_email}</>}
        </p>
        <p className="text-sm text-slate-500">
          Redeemed {formatDate(order.created_at)} for {order.credits} credits
          {order.price_cents !== null && <> · cost {formatUsd(order.price_cents)}</>}
          {order.store_order_name && <> · store order {order.store_order_name}</>}
          {order.fulfilled_at && <> · shipped {formatDate(order.fulfilled_at)}</>}
        </p>
        {order.status === 'failed' && order.store_error && (
          <p className="text-sm text-red-700" data-testid="sample-store-error">
            {order.store_error}
          </p>
        )}
        <SampleTracking order={order} />
        {order.shipping_address && <ShippingAddressLines address={order.shipping_address} />}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-end">
        <SampleOrderStatusBadge status={order.status} />
        {editable && order.status === 'failed' && (
          <Button size="sm" onClick={onRetry} isLoading={retry.isPending} data-testid="retry-sample-order">
            Retry store order
            <span className="sr-only">: {what}</span>
          </Button>
        )}
        {editable && !shipped && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onFulfil}
            isLoading={fulfil.isPending}
            data-testid="fulfil-sample-order"
          >
            Mark shipped
            <span className="sr-only">: {what}</span>
          </Button>
        )}
      </div>
    </li>
  );
};
