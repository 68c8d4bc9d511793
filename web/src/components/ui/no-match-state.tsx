import type { ComponentProps } from 'react';
import { Button } from '../../../../ui/components/ui/button';
import { EmptyState } from './empty-state';

type NoMatchStateProps = Omit<ComponentProps<typeof EmptyState>, 'action'> & {
  /** The way back to everything: "Show all creators", "Clear search". */
  resetLabel: string;
  /** Clears the search and filters; without it no button is shown (nothing to clear). */
  onReset?: () => void;
};

/** A search or filter that matched nothing, with a button that clears it. */
export const NoMatchState = ({ resetLabel, onReset, ...props }: NoMatchStateProps) => (
  <EmptyState
    {...props}
    action={
      onReset && (
        <Button variant="secondary" onClick={onReset}>
          {resetLabel}
        </Button>
      )
    }
  />
);
