import { useEffect } from 'react';
import { Button } from '../../../../ui/components/ui/button';
import { toast } from '../../../../ui/components/ui/toast';

type LoadErrorProps = {
  /** Completes the spec's 'Failed to load …' (section 8): "products", "dashboard data". */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
};

/**
 * A screen whose data failed to load: the spec's 'Error' / 'Failed to load {what}' toast once, and the
 * same words in the page with a way to try again (the toast goes away; the page should not be blank).
 */
export const LoadError = ({ what, onRetry, isRetrying = false }: LoadErrorProps) => {
  useEffect(() => {
    toast.error('Error', `Failed to load ${what}`);
  }, [what]);

  return (
    <div
      className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      data-testid="load-error"
    >
      <p className="font-semibold text-red-900">Failed to load {what}</p>
      <p className="mt-1 text-sm text-red-800">Check your connection and try again.</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry} isLoading={isRetrying}>
        {isRetrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
};
