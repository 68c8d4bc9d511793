import type { ComponentProps } from 'react';
import { cn } from '../../../../ui/utils/cn';
import { type FieldProps, FormField, fieldControlStyles, splitFieldProps } from './form-field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldProps;

/** The multi-line sibling of `<Input>`: same label, hint and error wiring. */
export const Textarea = (props: TextareaProps) => {
  const {
    field,
    control: { className, rows = 4, ...rest },
  } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(wiring) => (
        <textarea
          {...wiring}
          rows={rows}
          className={fieldControlStyles({
            invalid: Boolean(field.error),
            className: cn('block w-full py-2', className),
          })}
          {...rest}
        />
      )}
    </FormField>
  );
};
