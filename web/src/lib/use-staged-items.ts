import { startTransition, useEffect, useState } from 'react';

/**
 * A long list drawn in two steps: the first `first` items in the commit that shows the screen, every item
 * in a transition right after it (issue 33: the first paint does not wait for the rows below the fold).
 * The whole list is in the page a moment later, for search in page, screen readers and keyboard alike.
 */
export const useStagedItems = <T>(items: readonly T[], first: number): readonly T[] => {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all || items.length <= first ? items : items.slice(0, first);
};
