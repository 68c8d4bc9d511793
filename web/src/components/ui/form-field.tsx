import { type ReactNode, useId } from 'react';
import { cn } from '../../../../ui/utils/cn';

/** What a field's control needs to be named by its label and described by its hint or error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The field half of an `<Input>`, `<Select>` or `<Textarea>`'s props (the rest go to the control). */
export type FieldProps = {
  /** Stable id when something needs it (focus, `{id}-error` in tests); generated otherwise. */
  id?: string;
  /** Tests find the field by the label text. */
  label: ReactNode;
  /** Shown under the field, linked with aria-describedby, and marks the field invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Classes for the label (`sr-only` when the placeholder says it visually). */
  labelClassName?: string;
  /** Classes for the field's wrapper. */
  fieldClassName?: string;
};

/** Splits a field component's props into the `<FormField>`'s and the control's. */
export const splitFieldProps = <P extends FieldProps>({
  id,
  label,
  error,
  hint,
  labelClassName,
  fieldClassName,
  ...control
}: P) => ({ field: { id, label, error, hint, labelClassName, className: fieldClassName }, control });

type FormFieldProps = {
  /**
   * A stable id when something outside needs it (focus on a failed submit, tests that read
   * `{id}-error`); otherwise one is generated.
   */
  id?: string | undefined;
  label: ReactNode;
  /** Classes for the label: `sr-only` when the placeholder says it visually, or an inline layout. */
  labelClassName?: string;
  /** Shown under the control while there is no error, linked with aria-describedby. */
  hint?: ReactNode;
  /** Shown under the control, linked with aria-describedby, and marks the control invalid. */
  error?: string | undefined;
  /** Classes for the wrapper (label above control by default). */
  className?: string;
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A form field's label, control, hint and error, wired for assistive technology once: the label names
 * the control, the hint or error describes it (aria-describedby), and an error marks it aria-invalid.
 */
export const FormField = ({
  id: givenId,
  label,
  labelClassName,
  hint,
  error,
  className,
  children,
}: FormFieldProps) => {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && !error;
  const describedBy = [showHint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={id} className={labelClassName ?? 'block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {showHint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};

/**
 * The look every text-like control shares (input, textarea, select), red while invalid. Size and width
 * come with `className` (`block h-11 w-full`, `h-10 w-28`): `cn` does not resolve conflicting classes.
 */
export const fieldControlStyles = ({
  invalid = false,
  className,
}: {
  invalid?: boolean;
  className?: string;
}) =>
  cn(
    'rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100',
    'focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-500 focus-visible:outline-red-600'
      : 'border-slate-300 focus-visible:border-violet-600 focus-visible:outline-violet-600',
    className,
  );
