import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate } from '../../../utils/format';
import { useFulfilSampleOrder } from '../api/fulfil-sample-order';
import type { SampleOrder } from '../api/get-samples';

/** One sample order: product, creator, where to ship it, credits paid, status; Mark Fulfilled while pending. */
export const SampleOrderRow = ({ order }: { order: SampleOrder }) => {
  const fulfil = useFulfilSampleOrder();
  const headingId = useId();
  const pending = order.status === 'pending';

  const onFulfil = async () => {
    try {
      await fulfil.mutateAsync(order.id);
      toast.success(
        'Sample Fulfilled',
        `${order.product_name} for @${order.creator_username} is marked shipped.`,
      );
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Failed to update the sample order'));
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="sample-order"
      data-order-id={order.id}
      data-status={order.status}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {order.product_name}
        </h3>
        <p className="text-sm break-words text-slate-600">
          For @{order.creator_username}
          {order.customer_email && <> · {order.customer_email}</>}
        </p>
        <p className="text-sm text-slate-500">
          Redeemed {formatDate(order.created_at)} for {order.credits} credits
          {order.fulfilled_at && <> · fulfilled {formatDate(order.fulfilled_at)}</>}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <Badge tone={pending ? 'amber' : 'green'} className="capitalize" data-testid="sample-order-status">
          {order.status}
        </Badge>
        {pending && (
          <Button size="sm" onClick={onFulfil} isLoading={fulfil.isPending} data-testid="fulfil-sample-order">
            Mark Fulfilled
            <span className="sr-only">
              : {order.product_name} for @{order.creator_username}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
};
