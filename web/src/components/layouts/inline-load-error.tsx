import { cn } from '../../../../ui/utils/cn';

type InlineLoadErrorProps = {
  /** Completes 'Failed to load …': "messages", "brands". */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string | undefined;
};

/**
 * A part of a page (or a dialog) whose data failed to load: one line and a 'Try again' button, no toast
 * (the page around it is still usable, and a modal's page is inert).
 */
export const InlineLoadError = ({ what, onRetry, isRetrying = false, className }: InlineLoadErrorProps) => (
  <p className={cn('text-sm text-red-800', className)} data-testid="inline-load-error">
    Failed to load {what}.{' '}
    <button
      type="button"
      className="font-semibold underline underline-offset-2"
      // Not disabled while retrying: that would drop keyboard focus; a second click just refetches.
      onClick={onRetry}
    >
      {isRetrying ? 'Trying again...' : 'Try again'}
    </button>
  </p>
);
