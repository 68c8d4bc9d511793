import type { ComponentProps } from 'react';
import { SearchIcon } from '../../../../ui/components/ui/workspace-icons';
import { cn } from '../../../../ui/utils/cn';

type SearchFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'onChange'> & {
  id: string;
  /** The field's name for screen readers and tests; the placeholder says it visually. */
  label: string;
  onValueChange: (value: string) => void;
};

/** A filter-as-you-type box with a search icon; its label is visually hidden. */
export const SearchField = ({ id, label, onValueChange, className, ...props }: SearchFieldProps) => (
  <div className={cn('relative', className)}>
    <label htmlFor={id} className="sr-only">
      {label}
    </label>
    <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
    <input
      id={id}
      type="search"
      autoComplete="off"
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(
        'block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-violet-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-600',
      )}
      {...props}
    />
  </div>
);
