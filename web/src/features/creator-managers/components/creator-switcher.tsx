import { cn } from '../../../../../ui/utils/cn';
import { getCreatorInUse, setCreatorInUse } from '../../../lib/creator-in-use';
import { useManagedCreators } from '../api/managers';

const YOU = '';

/**
 * Issue 35: the creator header's switcher, for a person who manages other creators: "You" (their own
 * workspace) and each creator they manage. Choosing one reloads the workspace on it: every screen's data
 * is that creator's, so nothing is kept.
 */
export const CreatorSwitcher = ({ className, label = false }: { className?: string; label?: boolean }) => {
  const creators = useManagedCreators();
  const list = creators.data ?? [];
  const current = getCreatorInUse();
  if (list.length === 0 && !current) return null;
  return (
    <label className={cn('min-w-0 items-center gap-2', className ?? 'flex')} data-testid="creator-switcher">
      <span className={label ? 'text-sm font-medium text-slate-700' : 'sr-only'}>Workspace</span>
      <select
        className="h-9 max-w-[9rem] truncate rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 sm:max-w-[14rem]"
        value={current?.id ?? YOU}
        onChange={(event) => {
          const chosen = list.find((creator) => creator.creator_id === event.target.value);
          setCreatorInUse(chosen ? { id: chosen.creator_id, name: chosen.name } : null);
          window.location.assign('/creator/dashboard');
        }}
      >
        <option value={YOU}>You</option>
        {list.map((creator) => (
          <option key={creator.creator_id} value={creator.creator_id}>
            {creator.name}
            {creator.username ? ` (@${creator.username})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
};

/** While a manager works for a creator: whose workspace this is, and the way back to their own. */
export const ActingBanner = () => {
  const current = getCreatorInUse();
  if (!current) return null;
  return (
    <div
      role="status"
      data-testid="acting-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <span>
        You're working in <strong>{current.name}</strong>'s workspace. Payouts and payout settings stay
        theirs.
      </span>
      <button
        type="button"
        className="font-semibold underline underline-offset-2"
        onClick={() => {
          setCreatorInUse(null);
          window.location.assign('/creator/dashboard');
        }}
      >
        Back to yours
      </button>
    </div>
  );
};
