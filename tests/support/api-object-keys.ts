/**
 * Issue 31: a webhook payload's `data` is the /api/v1 object it describes — every key the object always
 * has, none it does not have (an optional key, such as an invoice's refunds, appears only when it applies),
 * and it parses as the object.
 */
import { expect } from 'vitest';
import type * as z from 'zod/mini';

const isOptional = (field: unknown) =>
  (field as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'optional';

export const expectKeysOf = (schema: z.ZodMiniObject, data: object, label: string) => {
  const shape = schema.shape as Record<string, unknown>;
  const required = Object.keys(shape).filter((key) => !isOptional(shape[key]));
  const keys = Object.keys(data);
  expect(
    required.filter((key) => !keys.includes(key)),
    `${label}: keys missing`,
  ).toEqual([]);
  expect(
    keys.filter((key) => !(key in shape)),
    `${label}: keys the API object does not have`,
  ).toEqual([]);
  expect(() => schema.parse(data), label).not.toThrow();
};
