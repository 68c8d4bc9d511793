import type { ReactNode } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { formatLongDay, formatUsd } from '../../../../../ui/utils/format';
import { contentTypeLabel } from '../../../lib/ugc-labels';
import type { OpenUgcRequest } from '../api/get-open-requests';

/**
 * One open content request (spec 2.5 'Content Opportunities'): title, budget, description, content type,
 * 'Due' deadline, and the caller's Apply. `showBrand` names the brand (Explore lists every brand's).
 */
export const OpenRequestCard = ({
  request,
  showBrand = false,
  apply,
}: {
  request: OpenUgcRequest;
  showBrand?: boolean;
  apply: ReactNode;
}) => (
  <li
    className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    data-testid="ugc-opportunity"
    data-request-id={request.id}
  >
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        {showBrand && <p className="text-xs font-semibold text-violet-700">{request.brand_name}</p>}
        <h3 className="font-semibold break-words text-slate-900">{request.title}</h3>
      </div>
      <p className="shrink-0 font-semibold text-emerald-700" data-testid="ugc-budget">
        {formatUsd(request.budget_cents)}
      </p>
    </div>
    <p className="text-sm whitespace-pre-line text-slate-700">{request.description}</p>
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
      <Badge tone="violet">{contentTypeLabel(request.content_type)}</Badge>
      {request.duration_seconds !== null && <span>{request.duration_seconds} seconds</span>}
      {request.deadline && <span>Due {formatLongDay(request.deadline)}</span>}
    </div>
    <div>{apply}</div>
  </li>
);
