import { cn } from '../../utils/cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export type SpinnerSize = keyof typeof sizes;

/**
 * The spinning circle's classes: for Spinner (spinner.tsx) and for the public pages' plain-DOM scripts
 * (web/src/public/), which show the same one without React.
 */
export const spinnerClasses = (size: SpinnerSize, className?: string): string =>
  cn(
    'inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
    sizes[size],
    className,
  );
