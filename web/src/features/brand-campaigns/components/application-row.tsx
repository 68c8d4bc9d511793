import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { Application } from '../../../types/partnership';
import { formatDate } from '../../../utils/format';
import { type Decision, useDecideApplication } from '../api/decide-application';
import { CreatorName } from './creator-name';
import { DecisionButtons } from './decision-buttons';

/** One application: who, for which product, their note; pending ones can be approved or denied. */
export const ApplicationRow = ({ application }: { application: Application }) => {
  const decide = useDecideApplication();
  const deciding = decide.isPending ? decide.variables?.decision : undefined;

  const run = (decision: Decision) =>
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: () =>
          decision === 'approve'
            ? toast.success(
                'Application Approved',
                `@${application.creator_username} can now promote ${application.product_name}.`,
              )
            : toast.success(
                'Application Denied',
                `@${application.creator_username}'s application for ${application.product_name} was declined.`,
              ),
        onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to update application')),
      },
    );

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="application"
      data-application-id={application.id}
      data-status={application.status}
    >
      <div className="min-w-0 space-y-2">
        <CreatorName username={application.creator_username} />
        <p className="text-sm text-slate-700">
          <span className="text-slate-600">Product: </span>
          <span className="font-medium text-slate-900">{application.product_name}</span>
        </p>
        {application.message && (
          <blockquote className="border-l-2 border-violet-200 pl-3 text-sm text-slate-700">
            {application.message}
          </blockquote>
        )}
        <p className="text-xs text-slate-600">
          Applied {formatDate(application.applied_at)}
          {application.reviewed_at ? ` · approved ${formatDate(application.reviewed_at)}` : ''}
        </p>
      </div>
      {application.status === 'pending' ? (
        <DecisionButtons
          subject={`@${application.creator_username}`}
          deciding={deciding}
          busy={decide.isPending}
          onDeny={() => run('deny')}
          onApprove={() => run('approve')}
          size="sm"
          className="shrink-0"
        />
      ) : (
        <Badge tone="green" className="self-start sm:self-center">
          Active
        </Badge>
      )}
    </li>
  );
};
