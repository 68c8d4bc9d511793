import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../utils/cn';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
};

/** A native select with the same label, hint and error wiring as `<Input>`. */
export const Select = ({ id, label, options, error, hint, className, ...props }: SelectProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-0',
          error
            ? 'border-red-500 focus-visible:outline-red-600'
            : 'border-slate-300 focus-visible:border-violet-600 focus-visible:outline-violet-600',
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};
