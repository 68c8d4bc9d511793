import { useId, useState } from 'react';
import { DECISION_MESSAGE_MAX } from '../../../../../contracts/partnerships';
import { Badge } from '../../../../../ui/components/ui/badge';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDate } from '../../../../../ui/utils/format';
import { Textarea } from '../../../components/ui/textarea';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useBrandRole } from '../../../lib/brand-role';
import { type CreatorLinks, PitchBlock } from '../../../lib/pitch';
import type { Application } from '../../../types/partnership';
import { type Decision, useDecideApplication } from '../api/decide-application';
import { type ApplicantFigures, ApplicantFiguresList } from './applicant-figures';
import { CreatorName } from './creator-name';
import { DecisionButtons } from './decision-buttons';

/**
 * One application: who, for which product, their pitch (message and links, issue 34); pending ones can
 * be approved or denied, with an optional message the creator receives with the decision.
 */
export const ApplicationRow = ({
  application,
  figures,
  links,
  selection,
}: {
  application: Application;
  /** A pending application's creator figures (issue 21). */
  figures?: ApplicantFigures | undefined;
  /** A pending application's creator links, shown with the pitch (issue 34). */
  links?: CreatorLinks | undefined;
  /** A pending application's checkbox for bulk decisions. */
  selection?: { checked: boolean; onToggle: () => void };
}) => {
  const id = useId();
  const decide = useDecideApplication();
  const [message, setMessage] = useState('');
  const deciding = decide.isPending ? decide.variables?.decision : undefined;
  // Issue 35: deciding is the program's; the other roles see the application and that it waits.
  const decides = useBrandRole().can('program') && application.status === 'pending';

  const run = (decision: Decision) =>
    decide.mutate(
      { id: application.id, decision, message },
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
      <div className="min-w-0 space-y-2 sm:flex-1">
        <div className="flex items-center gap-3">
          {selection && (
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-violet-700"
              checked={selection.checked}
              onChange={selection.onToggle}
              aria-label={`Select @${application.creator_username}'s application for ${application.product_name}`}
              data-testid="select-application"
            />
          )}
          <CreatorName username={application.creator_username} />
        </div>
        <p className="text-sm text-slate-700">
          <span className="text-slate-600">Product: </span>
          <span className="font-medium text-slate-900">{application.product_name}</span>
        </p>
        {figures && <ApplicantFiguresList figures={figures} />}
        {application.status === 'pending' ? (
          <PitchBlock
            username={application.creator_username}
            message={application.message}
            sentAt={application.applied_at}
            links={links}
          />
        ) : (
          application.message && (
            <blockquote className="border-l-2 border-violet-200 pl-3 text-sm break-words whitespace-pre-line text-slate-700">
              {application.message}
            </blockquote>
          )
        )}
        <p className="text-xs text-slate-600">
          Applied {formatDate(application.applied_at)}
          {application.reviewed_at ? ` · approved ${formatDate(application.reviewed_at)}` : ''}
        </p>
        {decides && (
          <Textarea
            id={`${id}-message`}
            label={
              <>
                Message to @{application.creator_username} <span className="font-normal">(optional)</span>
              </>
            }
            labelClassName="block text-xs font-medium text-slate-700"
            fieldClassName="max-w-xl space-y-1"
            rows={2}
            maxLength={DECISION_MESSAGE_MAX}
            value={message}
            placeholder="Sent with your decision"
            disabled={decide.isPending}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </div>
      {decides ? (
        <DecisionButtons
          subject={`@${application.creator_username}`}
          deciding={deciding}
          busy={decide.isPending}
          onDeny={() => run('deny')}
          onApprove={() => run('approve')}
          size="sm"
          className="shrink-0"
        />
      ) : application.status === 'pending' ? (
        <Badge tone="amber" className="self-start sm:self-center">
          Pending
        </Badge>
      ) : (
        <Badge tone="green" className="self-start sm:self-center">
          Active
        </Badge>
      )}
    </li>
  );
};
