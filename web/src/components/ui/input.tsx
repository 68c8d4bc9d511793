import type { ComponentProps } from 'react';
import { cn } from '../../../../ui/utils/cn';
import { type FieldProps, FormField, fieldControlStyles, splitFieldProps } from './form-field';

type InputProps = Omit<ComponentProps<'input'>, 'id'> & FieldProps;

export const Input = (props: InputProps) => {
  const {
    field,
    control: { className, ...rest },
  } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(wiring) => (
        <input
          {...wiring}
          className={fieldControlStyles({
            invalid: Boolean(field.error),
            className: cn('block h-11 w-full', className),
          })}
          {...rest}
        />
      )}
    </FormField>
  );
};
