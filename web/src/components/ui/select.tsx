import type { ComponentProps } from 'react';
import { cn } from '../../../../ui/utils/cn';
import { type FieldProps, FormField, fieldControlStyles, splitFieldProps } from './form-field';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> &
  FieldProps & { options: readonly { value: string; label: string }[] };

/** A native select with the same label, hint and error wiring as `<Input>`. */
export const Select = (props: SelectProps) => {
  const {
    field,
    control: { className, options, ...rest },
  } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(wiring) => (
        <select
          {...wiring}
          className={fieldControlStyles({
            invalid: Boolean(field.error),
            className: cn('block h-11 w-full', className),
          })}
          {...rest}
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
};
