/**
 * ElectroDB stores no nulls (it refuses them for typed attributes), while the domain's shapes use null
 * for "none": entities write a value's nulls as absent attributes and read absent ones back as null.
 */

/** A value ready to write: its null fields left out. */
export const withoutNulls = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** An item as read, with `fields` it lacks (stored null by older code, or left out) set to null. */
export const withNulls = <R>(item: object, fields: readonly (keyof R & string)[]): R =>
  ({
    ...item,
    ...Object.fromEntries(fields.map((field) => [field, (item as Record<string, unknown>)[field] ?? null])),
  }) as R;

/**
 * An entity's reader: its optional attributes read back as null when absent (the API's shape). The
 * schema is read on the first item, so defining a reader does not build the (lazy) entity at import.
 */
export const nullsOf = <R>(entity: { schema: { attributes: object } }) => {
  let optional: (keyof R & string)[] | undefined;
  return (item: object) => {
    optional ??= Object.entries(entity.schema.attributes)
      .filter(([, { required }]) => !required)
      .map(([name]) => name as keyof R & string);
    return withNulls<R>(item, optional);
  };
};

/** An entity item's domain shape: its optional attributes `K` present, null when absent. */
export type WithNulls<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> | null };
