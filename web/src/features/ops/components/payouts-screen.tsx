import { useId, useState } from 'react';
import { type OpsPayoutState, STUCK_PAYOUT_MINUTES } from '../../../../../contracts/ops';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime, formatUsd } from '../../../../../ui/utils/format';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type OpsPayout, useOpsPayouts, useRetryPayout } from '../api/payouts';
import { OpsNav } from './ops-nav';

/**
 * Issue 36, the operator console's Payouts: failed payouts not yet retried, and payouts stuck processing,
 * each with Retry (a confirmation first). A retry makes one Stripe transfer however often it is clicked:
 * the server refuses a second one.
 */
export const PayoutsScreen = () => {
  const [state, setState] = useState<OpsPayoutState>('failed');
  return (
    <PageContainer data-testid="ops-payouts">
      <PageHeader
        title="Payouts"
        documentTitle="Payouts · Operator console"
        description="Payouts that did not reach a creator, to retry once the cause is fixed."
      />
      <OpsNav />
      <div className="mt-4">
        <Tabs
          label="Payouts by state"
          value={state}
          onChange={setState}
          items={[
            { value: 'failed', label: 'Failed', panel: <PayoutList state="failed" /> },
            { value: 'stuck', label: 'Stuck', panel: <PayoutList state="stuck" /> },
          ]}
        />
      </div>
    </PageContainer>
  );
};

const PayoutList = ({ state }: { state: OpsPayoutState }) => {
  const payouts = useOpsPayouts(state);
  const retry = useRetryPayout();
  const [pending, setPending] = useState<OpsPayout | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      const result = await retry.mutateAsync(pending);
      toast.success(
        'Payout retried',
        result.payout_id === result.retry_of
          ? `${result.payout_id} is being processed again.`
          : `${pending.creator_name} is paid by payout ${result.payout_id}.`,
      );
    } catch (error) {
      toast.error('Not retried', apiErrorMessage(error, 'The retry failed. Please try again.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <QueryState
        query={payouts}
        what="payouts"
        loading={<PayoutsSkeleton />}
        isEmpty={(data) => data.payouts.length === 0}
        empty={
          <EmptyState
            title={state === 'failed' ? 'No failed payouts' : 'No stuck payouts'}
            data-testid="ops-payouts-empty"
          >
            {state === 'failed'
              ? 'Every payout reached its creator, or was retried.'
              : `No payout has been processing for over ${STUCK_PAYOUT_MINUTES} minutes.`}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="space-y-3" data-testid="ops-payout-list">
            {data.payouts.map((payout) => (
              <PayoutRow key={payout.payout_id} payout={payout} onRetry={() => setPending(payout)} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
        title="Retry this payout?"
        message={
          pending
            ? pending.status === 'failed'
              ? `A new payout of ${pending.creator_name}'s payable balance is made with one Stripe transfer. Retry once the cause (${pending.failure_code ?? 'the error shown'}) is fixed.`
              : `Payout ${pending.payout_id}'s work runs again with the same transfer key: Stripe makes its transfer once.`
            : ''
        }
        confirmLabel="Retry"
        pendingLabel="Retrying…"
        isPending={retry.isPending}
        data-testid="retry-confirm"
      />
    </>
  );
};

const PayoutRow = ({ payout, onRetry }: { payout: OpsPayout; onRetry: () => void }) => {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="ops-payout"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {formatUsd(payout.amount_cents)} to {payout.creator_name}
          </h3>
          {payout.creator_email && <p className="text-sm break-all text-slate-600">{payout.creator_email}</p>}
          <p className="mt-1 text-sm text-slate-600">
            <span className="break-all">{payout.payout_id}</span>, opened{' '}
            <time dateTime={payout.opened_at}>{formatDateTime(payout.opened_at)}</time>
          </p>
          {(payout.failure_code || payout.failure_message) && (
            <p
              className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-900"
              data-testid="ops-payout-failure"
            >
              {payout.failure_code && (
                <Badge tone="red" className="mr-2">
                  {payout.failure_code}
                </Badge>
              )}
              {payout.failure_message}
            </p>
          )}
        </div>
        <Button size="sm" className="shrink-0 self-start" onClick={onRetry} data-testid="retry-payout">
          Retry<span className="sr-only"> the payout to {payout.creator_name}</span>
        </Button>
      </div>
    </li>
  );
};

const PayoutsSkeleton = () => (
  <div className="space-y-3" aria-busy="true">
    {[0, 1].map((key) => (
      <div key={key} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-56" label={key === 0 ? 'Loading payouts' : ''} />
        <Skeleton className="block h-10 w-full" label="" />
      </div>
    ))}
  </div>
);
