import { useId, useState } from 'react';
import { FEEDBACK_MAX } from '../../../../../contracts/ugc';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { ExternalLink } from '../../../components/ui/external-link';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useBrandRole } from '../../../lib/brand-role';
import { contentTypeLabel, monthsLabel, statusLabel, ugcStatusTone } from '../../../lib/ugc-labels';
import { type SubmissionDecision, useDecideSubmission } from '../api/decide-submission';
import type { BrandUgcSubmission } from '../api/get-ugc-requests';

/** What approving this submission does, said before the brand decides. */
const approvalSentence = (submission: BrandUgcSubmission): string =>
  submission.budget_cents
    ? `Approving pays @${submission.creator_username} ${formatUsd(submission.budget_cents)} (billed on your next invoice) and licenses the content for ${monthsLabel(submission.licensing_duration_months)}.`
    : `Sent without a request, so there is no budget: approving licenses the content for ${monthsLabel(submission.licensing_duration_months)} with no payment.`;

/**
 * One submission: who sent what, and where it stands. A pending one is decided here with feedback
 * (required to reject: the creator is told why); a decided one shows the feedback and its licence.
 */
export const SubmissionReview = ({ submission }: { submission: BrandUgcSubmission }) => {
  const decide = useDecideSubmission();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string>();
  const feedbackId = useId();
  const deciding = decide.isPending ? decide.variables?.decision : undefined;
  // Issue 35: reviewing is the program's; the other roles see the submission and its status.
  const decides = useBrandRole().can('program');

  const run = (decision: SubmissionDecision) => {
    if (decision === 'reject' && !feedback.trim()) {
      setError('Please enter feedback for the creator');
      document.getElementById(feedbackId)?.focus();
      return;
    }
    setError(undefined);
    decide.mutate(
      { id: submission.id, decision, feedback: feedback.trim() },
      {
        onSuccess: (decided) =>
          decision === 'approve'
            ? toast.success(
                'Content Approved',
                decided.payment_amount_cents
                  ? `@${submission.creator_username} is paid ${formatUsd(decided.payment_amount_cents)} with your next invoice.`
                  : `You may use @${submission.creator_username}'s content; no payment is due.`,
              )
            : toast.success('Content Rejected', `@${submission.creator_username} will see your feedback.`),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.feedback) setError(failure.fields.feedback);
          else toast.error('Error', apiErrorMessage(failure, 'Failed to update submission'));
        },
      },
    );
  };

  return (
    <li
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="ugc-submission"
      data-submission-id={submission.id}
      data-status={submission.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">@{submission.creator_username}</p>
        <Badge tone={ugcStatusTone[submission.status] ?? 'neutral'}>{statusLabel(submission.status)}</Badge>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{submission.content_description}</p>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>{contentTypeLabel(submission.content_type)}</span>
        {submission.product_name && <span>Product: {submission.product_name}</span>}
        <span>Submitted {formatDate(submission.submitted_at)}</span>
        <ExternalLink
          href={submission.content_url}
          className="inline-flex items-center gap-1 font-medium text-violet-700 underline"
          iconClassName="size-3"
        >
          View content
        </ExternalLink>
      </p>

      {submission.status === 'pending' ? (
        decides && (
          <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
            <Textarea
              id={feedbackId}
              label={
                <>
                  Feedback<span className="sr-only"> for @{submission.creator_username}</span>
                </>
              }
              value={feedback}
              rows={2}
              maxLength={FEEDBACK_MAX}
              onChange={(event) => setFeedback(event.target.value)}
              error={error}
              hint="Optional when approving; required to reject."
            />
            <p className="text-sm text-slate-700" data-testid="approval-terms">
              {approvalSentence(submission)}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => run('reject')}
                isLoading={deciding === 'reject'}
                disabled={decide.isPending}
              >
                Reject<span className="sr-only"> @{submission.creator_username}'s content</span>
              </Button>
              <Button
                size="sm"
                onClick={() => run('approve')}
                isLoading={deciding === 'approve'}
                disabled={decide.isPending}
              >
                Approve<span className="sr-only"> @{submission.creator_username}'s content</span>
              </Button>
            </div>
          </div>
        )
      ) : (
        <div className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
          {submission.brand_feedback && (
            <p>
              <span className="font-medium">Your feedback: </span>
              {submission.brand_feedback}
            </p>
          )}
          {submission.licence && (
            <p data-testid="ugc-licence">
              Licensed {formatDate(submission.licence.starts_at)} – {formatDate(submission.licence.ends_at)}
              {submission.licence.licensing_terms ? ` (${submission.licence.licensing_terms})` : ''};{' '}
              {submission.licence.payment_cents > 0
                ? `${formatUsd(submission.licence.payment_cents)} on your next invoice.`
                : 'no payment (unrequested content).'}
            </p>
          )}
        </div>
      )}
    </li>
  );
};
