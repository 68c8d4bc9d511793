import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { FormField, fieldControlStyles } from './form-field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id?: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  labelClassName?: string;
  fieldClassName?: string;
};

/** The multi-line sibling of `<Input>`: same label, hint and error wiring. */
export const Textarea = ({
  id,
  label,
  error,
  hint,
  labelClassName,
  fieldClassName,
  className,
  rows = 4,
  ...props
}: TextareaProps) => (
  <FormField
    id={id}
    label={label}
    error={error}
    hint={hint}
    labelClassName={labelClassName}
    className={fieldClassName}
  >
    {(control) => (
      <textarea
        {...control}
        rows={rows}
        className={fieldControlStyles({
          invalid: Boolean(error),
          className: cn('block w-full py-2', className),
        })}
        {...props}
      />
    )}
  </FormField>
);
