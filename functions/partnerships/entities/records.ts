/** ElectroDB stores no null: a null field is left out on write and reads back as null (the toX mappers). */
export const withoutNulls = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
