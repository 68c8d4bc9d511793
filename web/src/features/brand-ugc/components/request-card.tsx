import { useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDate, formatLongDay, formatUsd } from '../../../../../ui/utils/format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useBrandRole } from '../../../lib/brand-role';
import { contentTypeLabel, monthsLabel, statusLabel, ugcStatusTone } from '../../../lib/ugc-labels';
import { useCloseUgcRequest } from '../api/close-ugc-request';
import type { BrandUgcRequest } from '../api/get-ugc-requests';
import { SubmissionReview } from './submission-review';

/** One request with its terms, Close Request while open, and its submissions (newest first). */
export const RequestCard = ({ request }: { request: BrandUgcRequest }) => {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseUgcRequest();
  // Issue 35: closing a request is the program's.
  const editable = useBrandRole().can('program');
  const headingId = `ugc-request-${request.id}`;
  const pending = request.submissions.filter((submission) => submission.status === 'pending').length;

  const confirmClose = () =>
    close.mutate(request.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Request Closed', `"${request.title}" no longer takes submissions.`);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Error', apiErrorMessage(error, 'Failed to close request'));
      },
    });

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="ugc-request"
      data-request-id={request.id}
      data-status={request.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {request.title}
            </h2>
            <Badge tone={ugcStatusTone[request.status] ?? 'neutral'}>{statusLabel(request.status)}</Badge>
          </div>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{request.description}</p>
        </div>
        <p className="shrink-0 text-lg font-semibold text-emerald-700">{formatUsd(request.budget_cents)}</p>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt>Type:</dt>
          <dd className="font-medium text-slate-800">{contentTypeLabel(request.content_type)}</dd>
        </div>
        {request.duration_seconds !== null && (
          <div className="flex gap-1">
            <dt>Duration:</dt>
            <dd className="font-medium text-slate-800">{request.duration_seconds} seconds</dd>
          </div>
        )}
        {request.deadline && (
          <div className="flex gap-1">
            <dt>Due:</dt>
            <dd className="font-medium text-slate-800">{formatLongDay(request.deadline)}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>Licence:</dt>
          <dd className="font-medium text-slate-800">
            {monthsLabel(request.licensing_duration_months)}
            {request.licensing_terms ? `, ${request.licensing_terms}` : ''}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Posted:</dt>
          <dd className="font-medium text-slate-800">{formatDate(request.created_at)}</dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          Submissions ({request.submissions.length}){pending > 0 ? `, ${pending} to review` : ''}
        </h3>
        {editable && request.status === 'open' && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Close Request<span className="sr-only"> {request.title}</span>
          </Button>
        )}
      </div>
      {request.submissions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No submissions yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3" aria-label={`Submissions for ${request.title}`}>
          {request.submissions.map((submission) => (
            <SubmissionReview key={submission.id} submission={submission} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmClose}
        title="Close this request?"
        message={`"${request.title}" will no longer be shown to creators and will take no new submissions. Submissions already sent can still be reviewed.`}
        confirmLabel="Close Request"
        pendingLabel="Closing..."
        isPending={close.isPending}
      />
    </li>
  );
};
