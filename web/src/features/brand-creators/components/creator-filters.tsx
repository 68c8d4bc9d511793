import { cn } from '../../../../../ui/utils/cn';
import type { CreatorFilter } from '../api/get-creators';

const filters: { value: CreatorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'favorite', label: 'Favorites' },
  { value: 'blacklist', label: 'Blacklisted' },
  { value: 'unrated', label: 'Unrated' },
];

/** The directory's filters (spec 2.4) as toggle buttons: the pressed one is the filter applied. */
export const CreatorFilters = ({
  value,
  onChange,
}: {
  value: CreatorFilter;
  onChange: (next: CreatorFilter) => void;
}) => (
  // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
  <div role="group" aria-label="Filter creators" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
    {filters.map((item) => (
      <button
        key={item.value}
        type="button"
        aria-pressed={value === item.value}
        onClick={() => onChange(item.value)}
        data-testid={`creator-filter-${item.value}`}
        className={cn(
          'h-9 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
          value === item.value
            ? 'bg-white text-violet-800 shadow-sm ring-1 ring-slate-200'
            : 'text-slate-600 hover:text-slate-900',
        )}
      >
        {item.label}
      </button>
    ))}
  </div>
);
