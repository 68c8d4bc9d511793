import { type ReactNode, useRef } from 'react';
import { useStagedItems } from '../../lib/use-staged-items';
import { LoadMore, type PagedQuery } from '../ui/load-more';

/** Rows drawn with the screen's first paint; more than a desktop's first view holds. */
const FIRST_VIEW = 10;

type PagedListProps<TItem> = {
  query: PagedQuery;
  /** Every item of the pages loaded so far, in the server's order. */
  items: readonly TItem[];
  /** Plural, lower case, for 'Load more …': "payouts". */
  noun: string;
  /** The list's spacing. */
  className: string;
  'aria-label'?: string;
  'data-testid': string;
  loadMoreTestId: string;
  /** One `<li>` (or a row that renders one) with its key. */
  children: (item: TItem) => ReactNode;
};

/**
 * A list read a page at a time (payouts, earnings, sales, invitations, conversations): the items, then
 * `<LoadMore>`, which moves focus to the first item of the page it brings.
 */
export const PagedList = <TItem,>({
  query,
  items,
  noun,
  loadMoreTestId,
  children,
  ...list
}: PagedListProps<TItem>) => {
  const listRef = useRef<HTMLUListElement>(null);
  // The first page's rows beyond the first view follow in the commit after the one that shows the screen.
  const shown = useStagedItems(items, FIRST_VIEW);
  return (
    <>
      <ul ref={listRef} {...list}>
        {shown.map(children)}
      </ul>
      <LoadMore
        query={query}
        noun={noun}
        shown={items.length}
        listRef={listRef}
        data-testid={loadMoreTestId}
      />
    </>
  );
};
