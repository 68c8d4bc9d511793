import type * as z from 'zod';
import type { ApiEvent } from './api-handler';
import { AppError, type FieldErrors } from './errors';

const fieldErrors = (error: z.ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
};

const check = <T>(schema: z.ZodType<T> | undefined, value: unknown, part: string): T | undefined => {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0];
  throw new AppError('validation_failed', first ? `Invalid ${part}: ${first}` : `Invalid ${part}.`, fields);
};

/** Validate the parts of a request a route declared schemas for; anything undeclared is ignored. */
export const parseInput = (
  schemas: { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType },
  event: ApiEvent,
): { body: never; query: never; params: never } =>
  ({
    body: check(schemas.body, event.body ?? undefined, 'request body'),
    query: check(schemas.query, event.queryStringParameters ?? {}, 'query'),
    params: check(schemas.params, event.pathParameters ?? {}, 'path'),
  }) as never;
