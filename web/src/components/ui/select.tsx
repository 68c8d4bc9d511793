import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { FormField, fieldControlStyles } from './form-field';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  id?: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  labelClassName?: string;
  fieldClassName?: string;
};

/** A native select with the same label, hint and error wiring as `<Input>`. */
export const Select = ({
  id,
  label,
  options,
  error,
  hint,
  labelClassName,
  fieldClassName,
  className,
  ...props
}: SelectProps) => (
  <FormField
    id={id}
    label={label}
    error={error}
    hint={hint}
    labelClassName={labelClassName}
    className={fieldClassName}
  >
    {(control) => (
      <select
        {...control}
        className={fieldControlStyles({
          invalid: Boolean(error),
          className: cn('block h-11 w-full', className),
        })}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </FormField>
);
