import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../utils/cn';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** The multi-line sibling of `<Input>`: same label, hint and error wiring. */
export const Textarea = ({ id, label, error, hint, className, rows = 4, ...props }: TextareaProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
          'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-offset-0',
          error
            ? 'border-red-500 focus-visible:outline-red-600'
            : 'border-slate-300 focus-visible:border-violet-600 focus-visible:outline-violet-600',
          className,
        )}
        {...props}
      />
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
