import { useId } from 'react';
import { RATE_CUT_NOTICE_DAYS } from '../../../../../contracts/rate-schedule';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { useBrandRole } from '../../../lib/brand-role';
import { useBrandTerms, useCancelTermCut } from '../api/creator-terms';
import { PendingCut, scopeOf } from './term-parts';

/** Every per-creator term of the brand with its announced cut (the Creators screen; set per creator). */
export const CreatorTermsList = () => {
  const titleId = useId();
  const terms = useBrandTerms();
  const cancel = useCancelTermCut();
  // Issue 35: terms are the program's; the other roles read them.
  const editable = useBrandRole().can('program');
  return (
    <SectionCard
      titleId={titleId}
      title="Per-creator terms"
      description={`Rates you gave single creators (Terms on a creator's card). A cut takes effect ${RATE_CUT_NOTICE_DAYS} days after you announce it.`}
      className="mt-6"
      data-testid="creator-terms-list"
    >
      <QueryState
        query={terms}
        what="terms"
        errorStyle="inline"
        loading={<Skeleton className="mt-4 h-10 w-2/3" label="Loading terms" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="mt-4 text-sm text-slate-600" data-testid="creator-terms-empty">
            No per-creator terms yet: every creator earns each product's rate.
          </p>
        }
      >
        {(data) => (
          <ul className="mt-4 divide-y divide-slate-100" aria-labelledby={titleId}>
            {data.map((term) => (
              <li
                key={`${term.creator_id}#${term.product_id ?? 'brand'}`}
                className="py-2 text-sm"
                data-testid="brand-term"
                data-creator-id={term.creator_id}
              >
                <span className="font-semibold text-slate-900">@{term.creator_username}</span>{' '}
                <span className="text-slate-700">
                  {term.commission_percentage}% {scopeOf(term)}
                </span>
                {term.pending_rate && (
                  <PendingCut
                    pending={term.pending_rate}
                    isPending={cancel.isPending}
                    onCancel={
                      editable
                        ? () =>
                            cancel.mutate(
                              { creator_id: term.creator_id, product_id: term.product_id },
                              {
                                onSuccess: () =>
                                  toast.success(
                                    'Cut Cancelled',
                                    `@${term.creator_username} keeps ${term.commission_percentage}%`,
                                  ),
                                onError: () => toast.error('Error', 'Failed to cancel the cut'),
                              },
                            )
                        : undefined
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
};
