import { type RefObject, useEffect, useRef } from 'react';
import { Button } from '../../../../ui/components/ui/button';

/** What LoadMore needs of a react-query infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

type LoadMoreProps = {
  query: PagedQuery;
  /** Plural, lower case: "creators", "brands", "products". */
  noun: string;
  /** How many items are shown now. */
  shown: number;
  /** The list the items are in: the first new one gets focus once a page arrives. */
  listRef: RefObject<HTMLElement | null>;
  'data-testid': string;
};

/**
 * The foot of a paged directory: 'Failed to load more …' when a page failed, and 'Load more …' (a
 * button: keyboard-reachable, no scroll trap) while the server has more. When a page arrives, focus
 * moves to its first item, so keyboard and screen reader users carry on from there. A search with no
 * match so far says so and offers to search on ('Search more …').
 */
export const LoadMore = ({ query, noun, shown, listRef, ...data }: LoadMoreProps) => {
  /** How many items were shown before 'Load more': the first new one gets focus. */
  const focusFrom = useRef<number | undefined>(undefined);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || query.isFetchingNextPage) return;
    focusFrom.current = undefined;
    const item = listRef.current?.children.item(from);
    if (item instanceof HTMLElement) item.focus();
  }, [query.isFetchingNextPage, listRef]);

  return (
    <>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm font-medium text-red-700">
          Failed to load more {noun}. Try again.
        </p>
      )}
      {query.hasNextPage && !query.isPlaceholderData && (
        <div className="mt-6 flex flex-col items-center gap-2">
          {shown === 0 && (
            <p className="text-sm text-slate-600" data-testid={`${noun}-keep-searching`}>
              No matches among the {noun} searched so far.
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              focusFrom.current = shown;
              void query.fetchNextPage();
            }}
            isLoading={query.isFetchingNextPage}
            {...data}
          >
            {query.isFetchingNextPage
              ? 'Loading...'
              : shown === 0
                ? `Search more ${noun}`
                : `Load more ${noun}`}
          </Button>
        </div>
      )}
    </>
  );
};
