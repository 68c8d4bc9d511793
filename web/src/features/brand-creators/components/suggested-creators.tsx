import { Link } from 'react-router-dom';
import { productCategoryLabel } from '../../../../../contracts/constants';
import { CreatorAvatar } from '../../../../../ui/components/ui/creator-avatar';
import { paths } from '../../../../../ui/config/paths';
import { formatUsd } from '../../../../../ui/utils/format';
import { useSuggestedCreators } from '../api/get-suggested-creators';

/**
 * Issue 34: creators whose niches match the brand's product categories, best 90-day results first, each
 * linking to the creator's profile. Shown only when there is someone to suggest.
 */
export const SuggestedCreators = () => {
  const suggested = useSuggestedCreators();
  const creators = suggested.data?.creators ?? [];
  if (!creators.length) return null;
  const categories = (suggested.data?.categories ?? []).map(productCategoryLabel).join(', ');
  return (
    <section aria-labelledby="suggested-creators-title" className="mt-10" data-testid="suggested-creators">
      <h2 id="suggested-creators-title" className="text-lg font-semibold text-slate-900">
        Suggested creators
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Creators whose niches match your products ({categories}), best results on the marketplace first.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {creators.map((creator) => (
          <li key={creator.id}>
            <Link
              to={paths.creatorProfile.getHref(creator.username)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-violet-300 focus-visible:outline-2 focus-visible:outline-violet-600"
              data-testid="suggested-creator"
            >
              <CreatorAvatar username={creator.username} src={creator.avatar_url} size="md" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">@{creator.username}</span>
                <span className="block text-xs text-slate-600">
                  {formatUsd(creator.sales_cents_90d)} sales
                  {creator.conversion_rate_90d !== null &&
                    ` · ${creator.conversion_rate_90d.toFixed(1)}% conversion`}
                  {' · 90 days'}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
