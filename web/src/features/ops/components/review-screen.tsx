import { useId, useState } from 'react';
import { fraudSignalLabels } from '../../../../../contracts/fraud';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatTimeAgo, formatUsd } from '../../../../../ui/utils/format';
import { DecisionDialog, type ReviewDecision } from '../../../components/fraud/decision-dialog';
import { ReviewEvidence } from '../../../components/fraud/review-evidence';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type ReviewItem, useDecideReviewItem, useReviewQueue } from '../api/review';
import { OpsNav } from './ops-nav';

/**
 * Issue 36, the operator console's Review: the sales fraud signals hold across brands, oldest first —
 * the brand, the creator, the reason, the evidence and how long it has waited — each with Release and
 * Void (the operator's words, required to void, reach the creator as the brand's would).
 */
export const ReviewScreen = () => {
  const queue = useReviewQueue();
  const decide = useDecideReviewItem();
  const [asking, setAsking] = useState<{ item: ReviewItem; decision: ReviewDecision } | null>(null);

  const confirm = (reason: string) => {
    if (!asking) return;
    const { item, decision } = asking;
    decide.mutate(
      { item, decision, reason },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(
            decision === 'void' ? 'Sale voided' : 'Sale released',
            `Order ${item.sale.order_name} of ${item.brand_name}.`,
          );
        },
        onError: (error) => toast.error('Not decided', apiErrorMessage(error, 'Failed to update the sale')),
      },
    );
  };

  return (
    <PageContainer data-testid="ops-review">
      <PageHeader
        title="Review"
        documentTitle="Review · Operator console"
        description="Sales that fraud signals hold across brands, oldest first, with their evidence."
      />
      <OpsNav />
      <div className="mt-4">
        <QueryState
          query={queue}
          what="held sales"
          loading={<ReviewSkeleton />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState title="Nothing to review" data-testid="ops-review-empty">
              No sale is held by a fraud signal.
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="space-y-3" data-testid="ops-review-list">
              {data.items.map((item) => (
                <ReviewRow
                  key={`${item.brand_id}/${item.sale.sale_id}`}
                  item={item}
                  onDecide={(decision) => {
                    decide.reset();
                    setAsking({ item, decision });
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <DecisionDialog
        decision={asking?.decision ?? null}
        reviewOnly={asking?.item.sale.review_only ?? false}
        isPending={decide.isPending}
        error={decide.error}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </PageContainer>
  );
};

const ReviewRow = ({
  item,
  onDecide,
}: {
  item: ReviewItem;
  onDecide: (decision: ReviewDecision) => void;
}) => {
  const headingId = useId();
  const { sale } = item;
  const signals = [...new Set(sale.signals.map((signal) => fraudSignalLabels[signal.name]))].join(', ');
  const subject = `order ${sale.order_name} of ${item.brand_name}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="ops-review-item"
      data-order={sale.order_name}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {item.brand_name} · Order {sale.order_name}
          </h3>
          <p className="text-sm text-slate-700">
            {sale.creator_username ? `@${sale.creator_username}` : 'No creator'} ·{' '}
            {formatUsd(sale.commission_cents)} commission · held{' '}
            <time dateTime={item.held_at}>{formatTimeAgo(item.held_at)}</time>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="amber">{`${sale.review_only ? 'Under review' : 'Held'} — ${signals || 'self-referral'}`}</Badge>
          </p>
          {sale.status_reason && <p className="text-sm text-slate-600">{sale.status_reason}</p>}
        </div>
      </div>
      <ReviewEvidence sale={sale} />
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" size="sm" onClick={() => onDecide('void')}>
          Void<span className="sr-only"> {subject}</span>
        </Button>
        <Button size="sm" onClick={() => onDecide('release')}>
          Release<span className="sr-only"> {subject}</span>
        </Button>
      </div>
    </li>
  );
};

const ReviewSkeleton = () => (
  <div className="space-y-3" aria-busy="true">
    {[0, 1].map((key) => (
      <div key={key} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-56" label={key === 0 ? 'Loading held sales' : ''} />
        <Skeleton className="block h-16 w-full" label="" />
      </div>
    ))}
  </div>
);
