import { type ReactNode, useRef } from 'react';
import { LoadMore, type PagedQuery } from '../ui/load-more';

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
  return (
    <>
      <ul ref={listRef} {...list}>
        {items.map(children)}
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
