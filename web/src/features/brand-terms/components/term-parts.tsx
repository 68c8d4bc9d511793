import { Button } from '../../../../../ui/components/ui/button';
import { formatDateTime } from '../../../../../ui/utils/format';
import type { CreatorTerm } from '../api/creator-terms';

/** What a term covers, in words: "for all products" or "for {product}". */
export const scopeOf = (term: Pick<CreatorTerm, 'product_name' | 'product_id'>) =>
  term.product_id ? `for ${term.product_name ?? 'a removed product'}` : 'for all products';

/** An announced cut with its date and, for a role that may (issue 35), the way to withdraw it. */
export const PendingCut = ({
  pending,
  isPending,
  onCancel,
}: {
  pending: NonNullable<CreatorTerm['pending_rate']>;
  isPending: boolean;
  onCancel?: (() => void) | undefined;
}) => (
  <div
    className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-2 py-1.5 text-amber-900"
    data-testid="term-pending-cut"
  >
    <span>
      Cut to {pending.commission_percentage}% from {formatDateTime(pending.effective_at)}
    </span>
    {onCancel && (
      <Button type="button" variant="secondary" size="sm" isLoading={isPending} onClick={onCancel}>
        Cancel cut
      </Button>
    )}
  </div>
);
