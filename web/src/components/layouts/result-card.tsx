import type { ComponentProps } from 'react';
import { cn } from '../../../../ui/utils/cn';

type ResultCardProps = ComponentProps<'li'> & {
  /** The id of the card's heading: the card is named by it. */
  'aria-labelledby': string;
  /** Border colour and padding (the base has a border but no colour). */
  className: string;
};

/**
 * One card of a `<ResultsGrid>`. Focusable from script only: 'Load more' moves focus to the first new
 * card, which shows the focus ring.
 */
export const ResultCard = ({ className, ...props }: ResultCardProps) => (
  <li
    tabIndex={-1}
    className={cn(
      'flex flex-col rounded-2xl border bg-white shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-violet-600',
      className,
    )}
    {...props}
  />
);
