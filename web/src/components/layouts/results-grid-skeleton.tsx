import type { ReactNode } from 'react';
import { cn } from '../../../../ui/utils/cn';

type ResultsGridSkeletonProps = {
  /** Announced once, by the first card: "Loading creators". */
  label: string;
  /** Spacing above the grid. */
  className?: string;
  /** Padding of each card. */
  cardClassName: string;
  /** One card's placeholders; `label` is the announcement for the first card, '' for the others. */
  children: (label: string) => ReactNode;
};

/** `<ResultsGrid>` still loading its first page: three card-shaped placeholders, marked busy. */
export const ResultsGridSkeleton = ({
  label,
  className,
  cardClassName,
  children,
}: ResultsGridSkeletonProps) => (
  <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)} aria-busy="true">
    {[0, 1, 2].map((key) => (
      <li key={key} className={cn('rounded-2xl border border-slate-200 bg-white', cardClassName)}>
        {children(key === 0 ? label : '')}
      </li>
    ))}
  </ul>
);
