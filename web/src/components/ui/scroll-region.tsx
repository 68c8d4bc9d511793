import type { ReactNode } from 'react';
import { cn } from '../../../../ui/utils/cn';

/**
 * A named region that scrolls (a wide table on a phone). It is a tab stop, so keyboard users can
 * scroll it with the arrow keys (axe: scrollable-region-focusable).
 */
export const ScrollRegion = ({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable to be scrolled.
  <section aria-label={label} tabIndex={0} className={cn('overflow-auto', className)}>
    {children}
  </section>
);
