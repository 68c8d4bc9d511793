type ProgressBarProps = {
  /** Done so far; with `max` unknown (null) the bar is indeterminate. */
  value: number;
  max: number | null;
  label: string;
  /** Read out instead of the bare number: "12 of 34 products". */
  valueText?: string;
  'data-testid'?: string;
};

/** role="progressbar" with aria-valuenow; without a known total it animates and has no value. */
export const ProgressBar = ({ value, max, label, valueText, ...data }: ProgressBarProps) => {
  const known = max !== null && max > 0;
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-violet-100"
      {...data}
    >
      {known ? (
        <div
          className="h-full rounded-full bg-violet-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      ) : (
        <div className="h-full w-1/3 animate-pulse rounded-full bg-violet-500 motion-reduce:animate-none" />
      )}
    </div>
  );
};
