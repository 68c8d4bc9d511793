import { type $ZodError, type $ZodType, safeParse } from 'zod/v4/core';
import type { ApiEvent } from './api-handler';
import { AppError, type FieldErrors } from './errors';
import './zod-locale';

/**
 * Schemas may be written with `zod` or `zod/mini` (both are zod core schemas): the hot public paths
 * use zod/mini to keep their bundles small. Parsing goes through zod core, which serves both.
 */
export type Schema = $ZodType;

const fieldErrors = (error: $ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
};

const check = (schema: Schema | undefined, value: unknown, part: string): unknown => {
  if (!schema) return undefined;
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0];
  throw new AppError('validation_failed', first ? `Invalid ${part}: ${first}` : `Invalid ${part}.`, fields);
};

/** Validate the parts of a request a route declared schemas for; anything undeclared is ignored. */
export const parseInput = (
  schemas: { body?: Schema; query?: Schema; params?: Schema },
  event: ApiEvent,
): { body: never; query: never; params: never } =>
  ({
    body: check(schemas.body, event.body ?? undefined, 'request body'),
    query: check(schemas.query, event.queryStringParameters ?? {}, 'query'),
    params: check(schemas.params, event.pathParameters ?? {}, 'path'),
  }) as never;
