import { useSearchContinuation } from './use-search-continuation';

/** What a paged, searchable directory needs of a react-query infinite query. */
export interface DirectoryPagesQuery<TPage> {
  data: { pages: TPage[] } | undefined;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The items of every page loaded so far, in order; while `search.active` (a search or filter the server
 * may skip items for), short pages are continued automatically (`useSearchContinuation`). Older results
 * kept on screen during a new search never trigger it.
 */
export const useDirectoryPages = <TPage, TItem>(
  query: DirectoryPagesQuery<TPage>,
  itemsOf: (page: TPage) => readonly TItem[],
  search: { key: string; active: boolean; pageSize: number },
): TItem[] => {
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  useSearchContinuation({
    searchKey: search.key,
    active: search.active && !query.isPlaceholderData,
    shown: items.length,
    pageSize: search.pageSize,
    hasNextPage: query.hasNextPage,
    isFetching: query.isFetching,
    fetchNextPage: query.fetchNextPage,
  });
  return items;
};
