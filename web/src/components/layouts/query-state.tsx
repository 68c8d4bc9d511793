import type { ReactNode } from 'react';
import { InlineLoadError } from './inline-load-error';
import { LoadError } from './load-error';

/** What QueryState needs of a react-query result (plain and infinite queries both fit). */
export interface QueryStateSource<TData> {
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  data: TData | undefined;
  refetch: () => unknown;
}

type QueryStateProps<TData> = {
  query: QueryStateSource<TData>;
  /** The placeholder while the first answer is awaited (a skeleton or spinner that announces itself). */
  loading: ReactNode;
  /** Completes 'Failed to load …' (spec 8): "products", "dashboard data". */
  what: string;
  /**
   * `page` (default): the spec's 'Error' toast and the same words in the page with 'Try again'.
   * `inline`: one line with a 'Try again' button and no toast, for a part of a page (the toast would
   * repeat the page's own) or a modal dialog (the page's toasts are inert under it).
   */
  errorStyle?: 'page' | 'inline';
  /** Spacing for the inline error line, which sits inside the caller's layout. */
  inlineErrorClassName?: string;
  /**
   * A failed refetch still shows the data when this says there is something to show (a paged list
   * keeps the pages it has and reports the failed page itself); by default any failure shows the error.
   */
  showDataDespiteError?: (data: TData) => boolean;
  /**
   * Says the answer has nothing to show; `empty` is rendered instead of the children then. A `null`
   * answer (a profile that does not exist) is always empty, so the children never see it.
   */
  isEmpty?: (data: NonNullable<TData>) => boolean;
  empty?: ReactNode;
  /** Wraps the loading and error states (not the data), e.g. in the page and heading they share. */
  frame?: (content: ReactNode, state: 'loading' | 'error') => ReactNode;
  children: (data: NonNullable<TData>) => ReactNode;
};

/**
 * The loading / error / retry ladder every screen needs, written once: the placeholder while the first
 * answer is awaited, 'Failed to load {what}' with a 'Try again' that refetches, an optional empty state,
 * then the children with the data.
 */
export const QueryState = <TData,>({
  query,
  loading,
  what,
  errorStyle = 'page',
  inlineErrorClassName,
  showDataDespiteError,
  isEmpty,
  empty,
  frame = (content) => content,
  children,
}: QueryStateProps<TData>) => {
  if (query.isPending) return frame(loading, 'loading');

  const data = query.data;
  if (query.isError && (data === undefined || !showDataDespiteError?.(data))) {
    const retry = () => void query.refetch();
    return frame(
      errorStyle === 'inline' ? (
        <InlineLoadError
          what={what}
          onRetry={retry}
          isRetrying={query.isRefetching}
          className={inlineErrorClassName}
        />
      ) : (
        <LoadError what={what} onRetry={retry} isRetrying={query.isRefetching} />
      ),
      'error',
    );
  }

  // Not pending and not failed: react-query has data (a success, or a failed refetch kept above).
  if (data === undefined || data === null || isEmpty?.(data)) return empty;
  return children(data);
};
