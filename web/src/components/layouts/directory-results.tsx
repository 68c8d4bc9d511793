import { type ReactNode, useRef } from 'react';
import { LoadMore } from '../ui/load-more';
import { QueryState, type QueryStateSource } from './query-state';
import { ResultsGrid } from './results-grid';

/** What the results need of a react-query infinite query. */
interface DirectoryQuery extends QueryStateSource<unknown> {
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

type DirectoryResultsProps<TItem> = {
  query: DirectoryQuery;
  /** Every item of the pages loaded so far (`useDirectoryPages`). */
  items: readonly TItem[];
  /** Completes 'Failed to load …' (spec 8). */
  what: string;
  /** Plural, lower case, for 'Load more …': "creators". */
  noun: string;
  /** Names the results list for screen readers: "Creators". */
  label: string;
  loading: ReactNode;
  /** Spacing around the page's error (it sits under the search controls). */
  errorClassName?: string;
  /** Above the results (a count, totals); told whether nothing was found. */
  summary?: (nothingFound: boolean) => ReactNode;
  /** Shown instead of the list when nothing matched and there is nothing more to search. */
  empty: ReactNode;
  /** Spacing and columns of the card grid. */
  gridClassName: string;
  loadMoreTestId: string;
  children: (item: TItem) => ReactNode;
};

/**
 * The results area of a paged, searchable directory (creators, brands, Explore's products), written
 * once: the loading / error ladder, a summary, the empty state or the card grid (dimmed while a new
 * search loads), and 'Load more', which moves focus to the first new card. Pages already shown stay
 * when a later one fails (LoadMore says so).
 */
export const DirectoryResults = <TItem,>({
  query,
  items,
  what,
  noun,
  label,
  loading,
  errorClassName,
  summary,
  empty,
  gridClassName,
  loadMoreTestId,
  children,
}: DirectoryResultsProps<TItem>) => {
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <QueryState
      query={query}
      what={what}
      loading={loading}
      showDataDespiteError={() => items.length > 0}
      frame={(content, state) =>
        state === 'error' && errorClassName ? <div className={errorClassName}>{content}</div> : content
      }
    >
      {() => {
        const nothingFound = items.length === 0 && !query.hasNextPage;
        return (
          <>
            {summary?.(nothingFound)}
            {nothingFound ? (
              empty
            ) : (
              <ResultsGrid
                items={items}
                label={label}
                stale={query.isPlaceholderData}
                listRef={listRef}
                className={gridClassName}
              >
                {children}
              </ResultsGrid>
            )}
            <LoadMore
              query={query}
              noun={noun}
              shown={items.length}
              listRef={listRef}
              data-testid={loadMoreTestId}
            />
          </>
        );
      }}
    </QueryState>
  );
};
