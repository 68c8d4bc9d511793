import { cn } from '../../../../ui/utils/cn';

type ResultCountProps = {
  /** A new search is loading: its count is not known yet. */
  searching: boolean;
  className?: string;
  /** The count in words: "3 creators so far". */
  children: string;
  'data-testid': string;
};

/** How many results a search shows, announced politely as it changes ('Searching...' meanwhile). */
export const ResultCount = ({ searching, className, children, ...data }: ResultCountProps) => (
  <p className={cn('text-sm text-slate-600', className)} aria-live="polite" {...data}>
    {searching ? 'Searching...' : children}
  </p>
);
