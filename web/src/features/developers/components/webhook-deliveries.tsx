import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime } from '../../../../../ui/utils/format';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useReplayWebhookDelivery, useWebhookDeliveries, type WebhookDelivery } from '../api/webhooks';

const statusTone = { delivered: 'green', pending: 'amber', failed: 'red' } as const;
const statusLabel = { delivered: 'Delivered', pending: 'Retrying', failed: 'Failed' } as const;

/** An endpoint's recent deliveries (newest first): status, attempts, the last answer, and Replay. */
export const WebhookDeliveries = ({ endpointId, editable }: { endpointId: string; editable: boolean }) => {
  const deliveries = useWebhookDeliveries(endpointId, true);
  const replay = useReplayWebhookDelivery();

  if (deliveries.isPending)
    return (
      <div className="mt-3 space-y-2" aria-busy="true">
        <Skeleton className="h-10 w-full" label="Loading deliveries" />
      </div>
    );
  if (deliveries.isError)
    return (
      <p className="mt-3 text-sm text-red-700" role="alert">
        The deliveries could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void deliveries.refetch()}>
          Try again
        </button>
      </p>
    );
  if (deliveries.data.deliveries.length === 0)
    return <p className="mt-3 text-sm text-slate-600">Nothing has been sent to this endpoint yet.</p>;

  const onReplay = async (delivery: WebhookDelivery) => {
    try {
      const { delivery: after } = await replay.mutateAsync({ endpointId, deliveryId: delivery.id });
      const last = after.attempts.at(-1);
      if (last?.ok) toast.success('Delivery sent again', `Answered ${last.status}.`);
      else toast.error('Sent again, but the endpoint did not accept it', last?.excerpt);
    } catch (error) {
      toast.error('Could not send it again', apiErrorMessage(error, 'Please try again.'));
    }
  };

  return (
    <ul
      className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
      data-testid="webhook-deliveries"
    >
      {deliveries.data.deliveries.map((delivery) => {
        const last = delivery.attempts.at(-1);
        return (
          <li key={delivery.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs font-semibold">{delivery.type}</span>
                <Badge tone={statusTone[delivery.status]}>{statusLabel[delivery.status]}</Badge>
                {delivery.test && <Badge tone="neutral">Test</Badge>}
                <span className="text-slate-600">
                  {delivery.attempt_count} {delivery.attempt_count === 1 ? 'attempt' : 'attempts'}
                  {last && (
                    <>
                      {` · ${last.status ?? 'no answer'} in ${last.latency_ms} ms · `}
                      <time dateTime={last.at}>{formatDateTime(last.at)}</time>
                    </>
                  )}
                </span>
              </div>
              <p className="mt-1 font-mono text-xs break-all text-slate-500">{delivery.id}</p>
              {last?.excerpt && (
                <p className="mt-1 line-clamp-2 font-mono text-xs break-all text-slate-700">{last.excerpt}</p>
              )}
              {delivery.next_attempt_at && (
                <p className="mt-1 text-xs text-slate-600">
                  Next try {formatDateTime(delivery.next_attempt_at)}
                </p>
              )}
            </div>
            {editable && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void onReplay(delivery)}
                isLoading={replay.isPending && replay.variables?.deliveryId === delivery.id}
                aria-label={`Replay delivery ${delivery.id}`}
              >
                Replay
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
};
