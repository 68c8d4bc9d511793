import type { ComponentProps } from 'react';

type PercentInputProps = Omit<ComponentProps<'input'>, 'type' | 'max'> & {
  /** Whole percentages only (a discount) instead of any rate (a commission). */
  whole?: boolean;
};

/**
 * A bare percentage control, 0 to 100 (the minimum can be raised), for a `<FormField>` to wire: the
 * phone's keyboard and the browser's stepping follow `whole`.
 */
export const PercentInput = ({ whole = false, min = 0, ...props }: PercentInputProps) => (
  <input
    type="number"
    inputMode={whole ? 'numeric' : 'decimal'}
    min={min}
    max={100}
    step={whole ? 1 : 'any'}
    {...props}
  />
);
