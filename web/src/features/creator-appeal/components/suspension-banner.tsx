import { Link } from 'react-router-dom';
import { paths } from '../../../../../ui/config/paths';
import { useMySuspension } from '../api/suspension';

/**
 * Issue 36 part 4: while the creator is suspended, every screen of their workspace says so and why, with
 * the way to appeal. Nothing while they are not (or while it loads, or if the check fails).
 */
export const SuspensionBanner = () => {
  const { data } = useMySuspension();
  const [first, ...more] = data?.active ?? [];
  if (!first) return null;
  return (
    <div
      role="alert"
      data-testid="suspension-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-red-100 px-4 py-2 text-center text-sm text-red-950"
    >
      <span>
        Your account is suspended{first.brand_name ? ` from ${first.brand_name}'s program` : ''}:{' '}
        {first.reason}
        {more.length > 0 ? ` (and ${more.length} more)` : ''}.
      </span>
      <Link
        to={paths.creator.appeal.getHref()}
        className="font-semibold underline underline-offset-2"
        data-testid="suspension-appeal-link"
      >
        Appeal
      </Link>
    </div>
  );
};
