import { Badge } from '../../../../../ui/components/ui/badge';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { ExternalLink } from '../../../components/ui/external-link';
import { contentTypeLabel, statusLabel, ugcStatusTone } from '../../../lib/ugc-labels';
import { type MySubmission, useMySubmissions } from '../api/get-my-submissions';

/** The creator's own submissions (spec 6: creators see only theirs), newest first, with the brand's decision. */
export const MySubmissions = () => {
  const submissions = useMySubmissions();
  return (
    <section aria-labelledby="my-submissions-title" className="space-y-3">
      <h2 id="my-submissions-title" className="text-lg font-semibold text-slate-900">
        Your submissions
      </h2>
      <QueryState
        query={submissions}
        what="UGC data"
        errorStyle="inline"
        loading={<CardListSkeleton label="Loading your submissions" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-sm text-slate-600" data-testid="my-submissions-empty">
            You have not submitted content yet. Apply to a request above, or submit content from a brand's
            profile.
          </p>
        }
      >
        {(list) => (
          <ul className="grid gap-3" aria-label="Your submissions, newest first" data-testid="my-submissions">
            {list.map((submission) => (
              <SubmissionItem key={submission.id} submission={submission} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

const SubmissionItem = ({ submission }: { submission: MySubmission }) => (
  <li
    className="rounded-xl border border-slate-200 bg-white p-4"
    data-testid="my-submission"
    data-status={submission.status}
  >
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="text-xs font-semibold text-violet-700">{submission.brand_name}</p>
        <h3 className="font-semibold break-words text-slate-900">
          {submission.request_title ?? 'Unrequested content'}
        </h3>
      </div>
      <Badge tone={ugcStatusTone[submission.status] ?? 'neutral'}>{statusLabel(submission.status)}</Badge>
    </div>
    <p className="mt-2 text-sm text-slate-700">{submission.content_description}</p>
    <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
      <span>{contentTypeLabel(submission.content_type)}</span>
      {submission.product_name && <span>{submission.product_name}</span>}
      <span>Submitted {formatDate(submission.submitted_at)}</span>
      <ExternalLink href={submission.content_url} className="font-medium text-violet-700 underline">
        View content
      </ExternalLink>
    </p>
    {submission.brand_feedback && (
      <blockquote className="mt-3 border-l-2 border-violet-200 pl-3 text-sm text-slate-700">
        <span className="font-medium">Feedback: </span>
        {submission.brand_feedback}
      </blockquote>
    )}
    {submission.licence && (
      <p className="mt-2 text-sm text-slate-700" data-testid="my-submission-licence">
        {submission.licence.payment_cents > 0
          ? `Paid ${formatUsd(submission.licence.payment_cents)}: in your Content Earnings, paid out once ${submission.brand_name}'s invoice is paid.`
          : 'Licensed without payment (unrequested content).'}{' '}
        Licensed until {formatDate(submission.licence.ends_at)}.
      </p>
    )}
  </li>
);
