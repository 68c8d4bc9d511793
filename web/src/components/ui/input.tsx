import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { FormField, fieldControlStyles } from './form-field';

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
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

export const Input = ({
  id,
  label,
  error,
  hint,
  labelClassName,
  fieldClassName,
  className,
  ...props
}: InputProps) => (
  <FormField
    id={id}
    label={label}
    error={error}
    hint={hint}
    labelClassName={labelClassName}
    className={fieldClassName}
  >
    {(control) => (
      <input
        {...control}
        className={fieldControlStyles({
          invalid: Boolean(error),
          className: cn('block h-11 w-full', className),
        })}
        {...props}
      />
    )}
  </FormField>
);
