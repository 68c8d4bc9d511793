import { cn } from '../../utils/cn';

type SkeletonProps = {
  /** Size it like the text it stands for: `w-40`, `h-10 w-24`. */
  className?: string;
  /** Announced to screen readers while the real content loads. */
  label?: string;
};

/** A grey placeholder the size of content that is still loading; inline, so it can sit inside text. */
export const Skeleton = ({ className, label = 'Loading…' }: SkeletonProps) => (
  <span data-testid="skeleton">
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-[1em] w-24 max-w-full animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none',
        className,
      )}
    />
    <span className="sr-only">{label}</span>
  </span>
);

/** A row of stat cards still loading (the dashboards' totals), announced once with `label`. */
export const StatCardsSkeleton = ({ label }: { label: string }) => (
  <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy="true">
    {[0, 1, 2, 3].map((key) => (
      <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-4 w-24" label={key === 0 ? label : ''} />
        <Skeleton className="mt-3 h-7 w-20" label="" />
      </div>
    ))}
  </div>
);

/** A list still loading: a few card-shaped placeholders, announced once with `label`. */
export const CardListSkeleton = ({ label, cards = 2 }: { label: string; cards?: number }) => (
  <div className="mt-6 space-y-3" aria-busy="true">
    {[...Array(cards).keys()].map((card) => (
      <div key={card} className="rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-48" label={card === 0 ? label : ''} />
        <Skeleton className="mt-3 h-4 w-2/3" label="" />
      </div>
    ))}
  </div>
);
