import { useEffect, useRef } from 'react';

/** Extra pages asked for automatically per search: the server reads a bounded amount per page. */
const MAX_AUTOMATIC_PAGES = 4;

/**
 * A searched or filtered page reads a bounded number of items on the server, so a rare match can come
 * back as a short (even empty) page with a cursor. While a search has shown fewer than a page of
 * results, ask for the next page by itself, up to MAX_AUTOMATIC_PAGES times per search; after that
 * the 'Load more' / 'Search more' button continues by hand.
 */
export const useSearchContinuation = (input: {
  /** Changes whenever the search or filter does (restarts the allowance). */
  searchKey: string;
  active: boolean;
  shown: number;
  pageSize: number;
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}) => {
  const automatic = useRef({ key: input.searchKey, pages: 0 });
  if (automatic.current.key !== input.searchKey) automatic.current = { key: input.searchKey, pages: 0 };
  const { active, shown, pageSize, hasNextPage, isFetching, fetchNextPage } = input;
  useEffect(() => {
    if (!active || !hasNextPage || isFetching || shown >= pageSize) return;
    if (automatic.current.pages >= MAX_AUTOMATIC_PAGES) return;
    automatic.current.pages += 1;
    void fetchNextPage();
  }, [active, hasNextPage, isFetching, shown, pageSize, fetchNextPage]);
};
