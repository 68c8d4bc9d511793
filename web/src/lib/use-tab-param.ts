import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a screen, kept in `?tab=` so it survives a reload and can be linked to. The first tab
 * is the default and leaves the URL clean; an unknown value falls back to it.
 */
export const useTabParam = <const T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [fallback] = tabs;
  const requested = searchParams.get('tab');
  const tab = tabs.includes(requested as T) ? (requested as T) : fallback;
  const setTab = (next: T) =>
    setSearchParams(next === fallback ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return [tab, setTab];
};
