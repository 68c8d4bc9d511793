import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A directory's search box and filter (the creators' filter, Explore's category; '' where there is
 * none): what is typed, the trimmed query the server is asked for once typing pauses, and the way back
 * to everything.
 */
export const useDirectorySearch = <TFilter extends string>(allFilter: TFilter) => {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<TFilter>(allFilter);
  // The server is asked once typing pauses; the search is case-insensitive there.
  const query = useDebouncedValue(text.trim(), 300);
  return {
    text,
    setText,
    query,
    filter,
    setFilter,
    /** A search or a filter is applied: an empty answer means nothing matched. */
    searching: query !== '' || filter !== allFilter,
    /** Changes whenever the search or the filter does (`useDirectoryPages`' key). */
    key: `${filter}\u0000${query}`,
    reset: () => {
      setText('');
      setFilter(allFilter);
    },
  };
};
