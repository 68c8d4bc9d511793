import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime, formatUsd } from '../../../../../ui/utils/format';
import { AppealThread } from '../../../components/appeal-thread';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type MySuspension, useMySuspension, useSendAppeal } from '../api/suspension';

/**
 * Issue 36 part 4: why the creator is suspended, what it means for their money (frozen, not taken; new
 * orders earn nothing, not even after a release), and the appeal thread with the operators.
 */
export const AppealScreen = () => {
  const suspension = useMySuspension();
  const send = useSendAppeal();
  const onSend = async (body: string) => {
    try {
      await send.mutateAsync(body);
      toast.success('Message sent', 'An operator reads every appeal and answers here.');
      return true;
    } catch (error) {
      toast.error('Not sent', apiErrorMessage(error, 'The message could not be sent. Please try again.'));
      return false;
    }
  };
  return (
    <PageContainer data-testid="appeal-screen">
      <PageHeader
        title="Suspension and appeal"
        documentTitle="Suspension and appeal"
        description="Why your account is suspended, what happens to your money, and your thread with our team."
      />
      <QueryState
        query={suspension}
        what="your suspension"
        loading={<Skeleton className="mt-6 h-32 w-full" />}
      >
        {(data) => (
          <div className="mt-6 space-y-6">
            <Status data={data} />
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <AppealThread
                label="Your appeal"
                messages={data.appeal}
                side="creator"
                {...(data.active.length > 0 ? { onSend, isSending: send.isPending } : {})}
              />
            </div>
          </div>
        )}
      </QueryState>
    </PageContainer>
  );
};

const Status = ({ data }: { data: MySuspension }) => {
  if (data.active.length === 0)
    return (
      <p className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900" data-testid="not-suspended">
        Your account is not suspended.
      </p>
    );
  return (
    <div className="space-y-4" data-testid="suspension-status">
      {data.active.map((s) => (
        <div
          key={s.brand_id ?? 'platform'}
          className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5"
        >
          <h2 className="font-semibold text-red-950">
            {s.brand_name ? `Suspended from ${s.brand_name}'s program` : 'Suspended on the marketplace'}
          </h2>
          <p className="mt-1 text-sm break-words text-red-950" data-testid="suspension-reason">
            {s.reason}
          </p>
          <p className="mt-1 text-xs text-red-900">
            Since <time dateTime={s.suspended_at}>{formatDateTime(s.suspended_at)}</time>
          </p>
        </div>
      ))}
      {data.frozen && (
        <div
          className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-5"
          data-testid="frozen-money"
        >
          <p className="font-semibold text-slate-900">
            {formatUsd(data.frozen.total_cents)} frozen until the review ends
          </p>
          <p className="mt-1">
            {formatUsd(data.frozen.pending_cents)} pending and {formatUsd(data.frozen.payable_cents)} payable.
            Frozen money is not taken: payouts skip it, and if the suspension is lifted it is paid as before.
          </p>
          <p className="mt-2">
            Your links still send shoppers to the store, but orders placed while you are suspended earn no
            commission — not even after the suspension is lifted.
          </p>
        </div>
      )}
    </div>
  );
};
