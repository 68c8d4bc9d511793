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
