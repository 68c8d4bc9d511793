import { paths } from '../../../../ui/config/paths';
import { getViewingAs, setViewingAs } from '../../lib/view-as';

/**
 * Issue 36: shown above every page while an operator views the marketplace as a brand or a creator: who,
 * that it is read only, and the way back to the console (reloaded, so no screen keeps their data).
 */
export const ViewAsBanner = () => {
  const viewing = getViewingAs();
  if (!viewing) return null;
  return (
    <div
      role="status"
      data-testid="view-as-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-violet-900 px-4 py-2 text-center text-sm text-white"
    >
      <span>
        Viewing as <strong>{viewing.name}</strong> — read only
      </span>
      <button
        type="button"
        className="min-h-8 font-semibold underline underline-offset-2"
        onClick={() => {
          setViewingAs(null);
          window.location.assign(paths.ops.people.getHref());
        }}
      >
        Stop viewing
      </button>
    </div>
  );
};
