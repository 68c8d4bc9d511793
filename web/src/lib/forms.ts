import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type Resolver,
  set,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { ApiError } from './api-client';

/** One problem a schema reports (zod's issue, as Standard Schema hands it on). */
type Issue = {
  message: string;
  code?: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  /** A union's: each branch's issues. */
  errors?: Issue[][];
};

type Validation<Parsed> = { value: Parsed; issues?: undefined } | { issues: readonly Issue[] };

/**
 * A zod 4 schema (classic or mini) as the resolver sees it: its Standard Schema side (`~standard`), which
 * every zod 4 schema has. Typed structurally so the web needs no zod import of its own
 * (tests/unit/web-declares-no-api-shapes.test.ts): the schemas come from contracts/.
 */
type Schema<Parsed> = {
  _zod: { input: unknown; output: Parsed };
  '~standard': { validate: (value: unknown) => Validation<Parsed> | Promise<Validation<Parsed>> };
};

/**
 * The schema's issues as the form's errors, nested by field path: each field's first message; a union's
 * is its closest branch's (the one with the fewest issues), whose issues also reach the fields inside it
 * (as @hookform/resolvers' zod resolver did, which this replaces: a form's first load carries no resolver
 * package, issue 33).
 */
export const errorsOf = <Values extends FieldValues>(issues: readonly Issue[]): FieldErrors<Values> => {
  const errors = {} as FieldErrors<Values>;
  const named = new Set<string>();
  const queue = issues.map((issue) => ({ issue, base: [] as PropertyKey[] }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { issue, base } = next;
    const path = [...base, ...(issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part))];
    const name = path.map(String).join('.');
    const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
    if (!named.has(name)) {
      named.add(name);
      const closest = branches.reduce<Issue[] | undefined>(
        (best, branch) => (!best || branch.length < best.length ? branch : best),
        undefined,
      )?.[0];
      set(errors, name, {
        type: closest?.code ?? issue.code ?? 'custom',
        message: closest?.message ?? issue.message,
      });
    }
    for (const branch of branches) for (const inner of branch) queue.push({ issue: inner, base: path });
  }
  return errors;
};

/** A form's own messages by field, for what the schema cannot say in the spec's words (see `check`). */
export type LocalErrors<Values extends FieldValues> = Partial<Record<Path<Values>, string | undefined>>;

type SchemaFormOptions<Values extends FieldValues, Parsed> = Omit<
  UseFormProps<Values, unknown, Parsed>,
  'resolver' | 'defaultValues'
> & {
  /** Every field's starting value (text fields are strings, as typed). */
  defaultValues: Values;
  /**
   * The schema the server parses the request with (the route's body schema from contracts/), so the
   * form refuses what the API would and shows the same message at the same field.
   */
  schema: Schema<Parsed>;
  /**
   * The body the schema is given, when the form's values are not it (a number typed as text, a field
   * the server takes elsewhere). The schema's issue paths are the body's: name the fields after them.
   */
  toInput?: (values: Values) => unknown;
  /**
   * The spec's own wording where it is not the schema's (a required field the API calls by another
   * message, text that is not a number yet): these win over the schema's message at the same field.
   */
  check?: (values: Values) => LocalErrors<Values>;
};

/** The schema's resolver with `toInput` and `check` applied (see `useSchemaForm`). */
const schemaResolver = <Values extends FieldValues, Parsed>({
  schema,
  toInput,
  check,
}: Pick<SchemaFormOptions<Values, Parsed>, 'schema' | 'toInput' | 'check'>): Resolver<
  Values,
  unknown,
  Parsed
> => {
  return async (values) => {
    const parsed = await schema['~standard'].validate(toInput ? toInput(values) : values);
    const result = parsed.issues
      ? { values: {}, errors: errorsOf<Values>(parsed.issues) }
      : { values: parsed.value, errors: {} };
    const local = Object.entries(check?.(values) ?? {}).filter(([, message]) => message);
    if (local.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<Values>;
    for (const [path, message] of local) set(errors, path, { type: 'custom', message });
    return { values: {}, errors };
  };
};

/**
 * A form validated with its contract's schema (react-hook-form): quiet until the first submit, then each
 * change re-checks so a message clears as soon as its field is fixed. A failed submit moves focus to the
 * first invalid field (in the page's order); `handleSubmit` hands the schema's parsed output on.
 */
export const useSchemaForm = <Values extends FieldValues, Parsed>({
  schema,
  toInput,
  check,
  defaultValues,
  ...options
}: SchemaFormOptions<Values, Parsed>): UseFormReturn<Values, unknown, Parsed> =>
  useForm<Values, unknown, Parsed>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    defaultValues: defaultValues as UseFormProps<Values, unknown, Parsed>['defaultValues'],
    resolver: schemaResolver({ schema, toInput, check }),
  });

/** A form from `useSchemaForm`, whatever its schema parses to (for helpers that only touch its fields). */
// biome-ignore lint/suspicious/noExplicitAny: what the form's schema parses to does not matter here.
export type SchemaForm<Values extends FieldValues> = UseFormReturn<Values, unknown, any>;

/** The message at a field (a nested one by its path, "social_media_links.instagram"), if any. */
export const fieldError = <Values extends FieldValues>(
  form: SchemaForm<Values>,
  name: Path<Values>,
): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/**
 * Ties a text control (`<Input>`, `<Textarea>`, `<Select>`) to a field: `{...textField(form, 'name', id)}`
 * gives it its id (focus, `{id}-error` in tests), the form's handlers and ref, and the field's message
 * (aria-invalid and aria-describedby follow from it in `<FormField>`).
 */
export const textField = <Values extends FieldValues>(
  form: SchemaForm<Values>,
  name: Path<Values>,
  id: string,
) => ({
  id,
  ...form.register(name),
  error: fieldError(form, name),
});

/**
 * Ties a control that reports a value rather than an input event (the username lower-cased as typed, a
 * switch) to a field: `value` and `onValueChange`, re-checked like typing once the form was submitted.
 */
export const valueField = <Values extends FieldValues, Name extends Path<Values>>(
  form: SchemaForm<Values>,
  name: Name,
  id?: string,
) => {
  const { ref, onBlur } = form.register(name);
  return {
    ...(id === undefined ? {} : { id }),
    name,
    ref,
    onBlur,
    value: form.watch(name),
    onValueChange: (value: PathValue<Values, Name>) =>
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    error: fieldError(form, name),
  };
};

/** The first of these fields in the page's order (their controls are named after the field). */
const firstInPage = (names: readonly string[]): string | undefined =>
  names
    .map((name) => ({ name, element: document.getElementsByName(name)[0] }))
    .sort((a, b) => {
      if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })[0]?.name;

/**
 * Shows messages at fields the way a failed check does, and moves focus to the first of them: the
 * API's `{error:{fields}}` (see `showServerErrors`) or a rule only the browser knows at submit time.
 * Fields this form does not have are skipped; returns the messages that were shown.
 */
export const showFieldErrors = <Values extends FieldValues>(
  form: SchemaForm<Values>,
  fields: Readonly<Record<string, string>>,
): Record<string, string> => {
  const values = form.getValues();
  const shown = Object.fromEntries(
    Object.entries(fields).filter(([path]) => get(values, path) !== undefined),
  ) as Record<string, string>;
  for (const [path, message] of Object.entries(shown)) {
    form.setError(path as Path<Values>, { type: 'server', message });
  }
  const first = firstInPage(Object.keys(shown));
  if (first) form.setFocus(first as Path<Values>);
  return shown;
};

/**
 * A refused request's field messages (`{error:{code,message,fields}}`, keyed by the body's paths) at the
 * form's fields of the same names, focus on the first. Returns them (empty when there were none, or
 * when the failure was not an API answer): the caller decides what else to say.
 */
export const showServerErrors = <Values extends FieldValues>(
  form: SchemaForm<Values>,
  error: unknown,
): Record<string, string> => (error instanceof ApiError ? showFieldErrors(form, error.fields) : {});
