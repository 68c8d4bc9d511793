import { Badge } from '../../../../../ui/components/ui/badge';
import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { formatDate } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { type CreatorLinks, PitchBlock } from '../../../lib/pitch';
import type { SampleRequest } from '../api/get-samples';

/**
 * Creators' 'Request Sample' asks (spec 3 sample_requests), newest first, with their status and each
 * creator's pitch: the message and the creator's links (issue 34).
 */
export const SampleRequestList = ({
  requests,
  creators,
}: {
  requests: readonly SampleRequest[];
  creators: readonly CreatorLinks[];
}) => {
  const linksOf = new Map(creators.map((links) => [links.creator_id, links]));
  return requests.length === 0 ? (
    <EmptyState icon={<GiftIcon />} title="No sample requests yet" data-testid="sample-requests-empty">
      Creators can ask for a sample of products you mark sample-eligible.
    </EmptyState>
  ) : (
    <ul className="grid gap-3" aria-label="Sample requests, newest first" data-testid="sample-requests">
      {requests.map((request) => (
        <li
          key={`${request.creator_id}-${request.product_id}`}
          className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="sample-request"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold break-words text-slate-900">{request.product_name}</h3>
            <p className="text-sm text-slate-600">
              From @{request.creator_username} · {formatDate(request.created_at)}
            </p>
            <PitchBlock
              username={request.creator_username}
              message={request.message}
              sentAt={request.created_at}
              links={linksOf.get(request.creator_id)}
            />
          </div>
          <Badge tone="amber" className="capitalize">
            {request.status}
          </Badge>
        </li>
      ))}
    </ul>
  );
};
