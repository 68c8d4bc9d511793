import { useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's errors at its fields. `fieldIds` names each field's control id, in the form's order:
 * `showErrors` moves focus to the first field in error, so keyboard and screen reader users land on it.
 */
export const useFieldErrors = <Field extends string>(fieldIds: Record<Field, string>) => {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const showErrors = (next: FieldErrors<Field>) => {
    setErrors(next);
    const first = (Object.keys(fieldIds) as Field[]).find((field) => next[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  return { errors, setErrors, showErrors };
};

/** The server's field messages (`error.fields`) for the fields this form has; others are dropped. */
export const knownFieldErrors = <Field extends string>(
  fields: Record<string, string>,
  fieldIds: Record<Field, string>,
): FieldErrors<Field> =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => field in fieldIds)) as FieldErrors<Field>;
