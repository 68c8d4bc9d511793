import { Badge } from '../../../../../ui/components/ui/badge';
import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { formatDate } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import type { SampleRequest } from '../api/get-samples';

/** Creators' 'Request Sample' asks (spec 3 sample_requests), newest first, with their status. */
export const SampleRequestList = ({ requests }: { requests: readonly SampleRequest[] }) =>
  requests.length === 0 ? (
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
            {request.message && <p className="text-sm break-words text-slate-700">“{request.message}”</p>}
          </div>
          <Badge tone="amber" className="capitalize">
            {request.status}
          </Badge>
        </li>
      ))}
    </ul>
  );
