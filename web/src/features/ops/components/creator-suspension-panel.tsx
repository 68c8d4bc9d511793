import { useId } from 'react';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatUsd } from '../../../../../ui/utils/format';
import { AppealThread } from '../../../components/appeal-thread';
import { QueryState } from '../../../components/layouts/query-state';
import { SuspensionActions } from '../../../components/suspension-actions';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useOpsCreatorSuspension, useOpsSuspensionActions } from '../api/suspensions';

/**
 * Issue 36 part 4: the operators' panel on one creator — their platform suspension (Suspend, or Release /
 * Forfeit with the money it freezes), brands' suspensions shown for context, and the appeal thread with
 * the answer box. Any /ops page about a creator includes it (the People page, Appeals).
 */
export const CreatorSuspensionPanel = ({ creatorId }: { creatorId: string }) => {
  const state = useOpsCreatorSuspension(creatorId);
  const actions = useOpsSuspensionActions(creatorId);
  const headingId = useId();
  const failed =
    (title: string) =>
    (error: unknown): void => {
      toast.error(title, apiErrorMessage(error, 'Please try again.'));
    };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="creator-suspension-panel"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Suspension
      </h2>
      <QueryState
        query={state}
        what="the creator's suspension"
        errorStyle="inline"
        loading={<Skeleton className="mt-3 h-24 w-full" />}
      >
        {(data) => {
          const platform = data.active.find((s) => s.scope === 'platform') ?? null;
          const brands = data.active.filter((s) => s.scope === 'brand');
          return (
            <div className="mt-3 space-y-5">
              <SuspensionActions
                suspension={platform}
                frozenCents={data.frozen?.total_cents ?? 0}
                where="on the marketplace"
                handlers={{
                  isPending:
                    actions.suspend.isPending || actions.release.isPending || actions.forfeit.isPending,
                  onSuspend: (body) =>
                    actions.suspend.mutateAsync(body).then(
                      () => {
                        toast.success('Creator suspended', 'They are told why and how to appeal.');
                        return true;
                      },
                      (error) => {
                        failed('Not suspended')(error);
                        return false;
                      },
                    ),
                  onRelease: async () => {
                    try {
                      await actions.release.mutateAsync();
                      toast.success('Suspension released', 'Their frozen money flows again.');
                    } catch (error) {
                      failed('Not released')(error);
                    }
                  },
                  onForfeit: async () => {
                    try {
                      const answer = await actions.forfeit.mutateAsync();
                      toast.success(
                        'Frozen money forfeited',
                        `${formatUsd(answer.suspension.forfeited_cents ?? 0)} voided.`,
                      );
                    } catch (error) {
                      failed('Not forfeited')(error);
                    }
                  },
                }}
              />
              {brands.length > 0 && (
                <ul className="space-y-1 text-sm text-slate-700" data-testid="brand-suspensions">
                  {brands.map((s) => (
                    <li key={s.brand_id}>
                      Suspended from {s.brand_name}'s program: {s.reason}
                    </li>
                  ))}
                </ul>
              )}
              <AppealThread
                label="Appeal thread"
                messages={data.appeal}
                side="operator"
                isSending={actions.answer.isPending}
                onSend={(body) =>
                  actions.answer.mutateAsync(body).then(
                    () => true,
                    (error) => {
                      failed('Not sent')(error);
                      return false;
                    },
                  )
                }
              />
            </div>
          );
        }}
      </QueryState>
    </section>
  );
};
