import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { AppError } from '../../shared/http/errors';
import { parseJsonKeepingBigIntegers } from './payloads/json';

/**
 * A verified body as the topic's payload. A body Shopify signed that we cannot read is a 400 (Shopify
 * retries it, and the failure shows in its delivery log and ours) rather than a silent 200: it means
 * our reading of the payload is wrong, a bug to see, not a delivery to drop.
 */
export const readPayload = <S extends $ZodType>(body: Buffer, schema: S): output<S> => {
  let json: unknown;
  try {
    json = parseJsonKeepingBigIntegers(body.toString('utf8'));
  } catch {
    throw new AppError('bad_request', 'The webhook body is not JSON.');
  }
  const result = safeParse(schema, json);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new AppError(
    'validation_failed',
    `The webhook payload could not be read: ${Object.values(fields)[0] ?? 'invalid'}`,
    fields,
  );
};
