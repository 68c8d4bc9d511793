import { type SpinnerSize, spinnerClasses } from './spinner-styles';

type SpinnerProps = {
  size?: SpinnerSize;
  /** When given, the spinner is announced (role="status"); without it, it is decorative. */
  label?: string;
  className?: string;
};

export const Spinner = ({ size = 'md', label, className }: SpinnerProps) => {
  const circle = <span aria-hidden="true" className={spinnerClasses(size, className)} />;
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
