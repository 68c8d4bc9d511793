import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatUsd } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SuspensionActions } from '../../../components/suspension-actions';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useProgramSuspension, useProgramSuspensionActions } from '../api/program-suspension';

/**
 * Issue 36 part 4: suspending a creator from the brand's program for cause (program roles): the reason
 * they are told, then Release or Forfeit of their money with the brand frozen meanwhile. Unlike the
 * blacklist, it is reviewed and reversible, and money is frozen rather than cut.
 */
export const ProgramSuspensionDialog = ({
  creator,
  open,
  onClose,
}: {
  creator: { id: string; username: string };
  open: boolean;
  onClose: () => void;
}) => (
  <Dialog
    open={open}
    onClose={onClose}
    title={`Suspension of @${creator.username}`}
    description="For cause: the creator is told why and can appeal."
    data-testid="program-suspension-dialog"
  >
    {open && <Panel creatorId={creator.id} />}
  </Dialog>
);

const Panel = ({ creatorId }: { creatorId: string }) => {
  const state = useProgramSuspension(creatorId);
  const actions = useProgramSuspensionActions(creatorId);
  const failed = (title: string, error: unknown) => {
    toast.error(title, apiErrorMessage(error, 'Please try again.'));
  };
  return (
    <QueryState
      query={state}
      what="the suspension"
      errorStyle="inline"
      loading={<Skeleton className="h-24 w-full" />}
    >
      {(data) => (
        <SuspensionActions
          suspension={data.suspension}
          frozenCents={data.frozen_pending_cents + data.frozen_payable_cents}
          where="from your program"
          handlers={{
            isPending: actions.suspend.isPending || actions.release.isPending || actions.forfeit.isPending,
            onSuspend: async (body) => {
              try {
                await actions.suspend.mutateAsync(body);
                toast.success('Suspended from your program', 'The creator is told why and how to appeal.');
                return true;
              } catch (error) {
                failed('Not suspended', error);
                return false;
              }
            },
            onRelease: async () => {
              try {
                await actions.release.mutateAsync();
                toast.success('Suspension released', 'Their frozen money with you flows again.');
              } catch (error) {
                failed('Not released', error);
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
                failed('Not forfeited', error);
              }
            },
          }}
        />
      )}
    </QueryState>
  );
};
