import type { FieldErrors } from './use-field-errors';

/** The props that tie a text control (`<Input>`, `<Textarea>`) to a form's field. */
export type BoundField = {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
};

/**
 * Ties a form's text fields to their controls in one place: `{...field('name')}` gives the control its
 * id (focus on a failed submit, `{id}-error` in tests), value, change handler and error.
 */
export const bindFields =
  <Field extends string>(form: {
    fieldIds: Record<Field, string>;
    values: Record<Field, string>;
    errors: FieldErrors<Field>;
    change: (field: Field, value: string) => void;
  }) =>
  (field: Field): BoundField => ({
    id: form.fieldIds[field],
    value: form.values[field],
    onChange: (event) => form.change(field, event.target.value),
    error: form.errors[field],
  });
