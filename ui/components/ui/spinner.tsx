import { cn } from '../../utils/cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** When given, the spinner is announced (role="status"); without it, it is decorative. */
  label?: string;
  className?: string;
};

export const Spinner = ({ size = 'md', label, className }: SpinnerProps) => {
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
};

/** Fills the content area while a page's data (the session, usually) is loading. */
export const PageSpinner = ({ label = 'Loading…' }: { label?: string }) => (
  <div className="flex min-h-[50vh] items-center justify-center text-violet-700" data-testid="page-spinner">
    <Spinner size="lg" label={label} />
  </div>
);
