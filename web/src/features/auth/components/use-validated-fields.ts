import { type ChangeEvent, useState } from 'react';
import { fieldErrors } from '../api/fields';

/** A schema's safeParse result, typed without importing zod here (the web imports it only where listed). */
type Validation<Parsed> =
  | { success: true; data: Parsed }
  | { success: false; error: Parameters<typeof fieldErrors>[0] };

/**
 * The text fields of an auth form, validated by its schema: quiet before the first submit, then each
 * change re-validates so a message clears as soon as its field is fixed. `submit` returns the parsed
 * input, or shows the messages and moves focus to the first invalid field (in the order of `ids`).
 */
export const useValidatedFields = <Field extends string, Parsed>({
  ids,
  initial,
  validate,
}: {
  /** The input ids, in the order of the form. */
  ids: Record<Field, string>;
  initial: Record<Field, string>;
  validate: (values: Record<Field, string>) => Validation<Parsed>;
}) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validate(next);
      setErrors(result.success ? {} : fieldErrors<Field>(result.error));
    }
  };

  const submit = (): Parsed | undefined => {
    setAttempted(true);
    const parsed = validate(values);
    if (!parsed.success) {
      const nextErrors = fieldErrors<Field>(parsed.error);
      setErrors(nextErrors);
      const firstInvalid = (Object.keys(ids) as Field[]).find((field) => nextErrors[field]);
      if (firstInvalid) document.getElementById(ids[firstInvalid])?.focus();
      return undefined;
    }
    setErrors({});
    return parsed.data;
  };

  /** The props that tie an Input to one field: id, value, change handler, message. */
  const field = (name: Field) => ({
    id: ids[name],
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    error: errors[name],
  });

  return { field, submit };
};
