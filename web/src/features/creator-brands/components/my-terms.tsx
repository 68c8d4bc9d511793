import { formatDateTime } from '../../../../../ui/utils/format';
import { useMyTerms } from '../api/get-my-terms';

/**
 * The creator's own terms with this brand (issue 21): their rate for all its products or one, and any
 * announced cut with the date it takes effect. Nothing when they have none (or while loading: the
 * profile is complete without it).
 */
export const MyTerms = ({ brandId }: { brandId: string }) => {
  const terms = useMyTerms();
  const mine = (terms.data ?? []).filter((term) => term.brand_id === brandId);
  if (mine.length === 0) return null;
  return (
    <div className="mt-5 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="my-terms">
      <h2 className="font-semibold text-emerald-900">Your terms</h2>
      <ul className="mt-1 space-y-1">
        {mine.map((term) => (
          <li key={term.product_id ?? 'brand'}>
            {term.commission_percentage}% on {term.product_name ?? 'every product'} (when it is higher than
            the product's rate)
            {term.pending_rate && (
              <span className="block text-amber-900" data-testid="my-terms-pending">
                Falls to {term.pending_rate.commission_percentage}% on{' '}
                {formatDateTime(term.pending_rate.effective_at)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
};
