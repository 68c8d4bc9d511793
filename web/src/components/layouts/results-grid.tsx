import type { ReactNode, RefObject } from 'react';
import { cn } from '../../../../ui/utils/cn';

type ResultsGridProps<T> = {
  items: readonly T[];
  /** Names the list for screen readers ("Creators"). */
  label: string;
  /** Older results shown while a new search loads: dimmed and marked busy. */
  stale: boolean;
  /** `<LoadMore>` moves focus into this list's first new item. */
  listRef: RefObject<HTMLUListElement | null>;
  /** Spacing and columns of this screen's grid. */
  className: string;
  children: (item: T) => ReactNode;
};

/** The card grid of a paged, searchable list (the directories and Explore): one list, one busy state. */
export const ResultsGrid = <T,>({
  items,
  label,
  stale,
  listRef,
  className,
  children,
}: ResultsGridProps<T>) => (
  <ul
    ref={listRef}
    className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className, stale && 'opacity-60')}
    aria-label={label}
    aria-busy={stale}
  >
    {items.map(children)}
  </ul>
);
