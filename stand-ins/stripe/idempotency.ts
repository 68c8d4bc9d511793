/**
 * Stripe's idempotency keys: a POST with an `Idempotency-Key` seen before (same API key) replays the first
 * response, status and body, with `Idempotent-Replayed: true` — when the endpoint and the params are the
 * same; another endpoint or other params is a 400 idempotency_error. Keys are kept 24 hours. As on
 * Stripe, a request refused by parameter validation (before anything ran) is not saved, so the client
 * can fix it and retry under the same key.
 */
import { type StripeApiError, stripeErrors } from './errors';
import type { IdempotencyRecord } from './state';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyDecision =
  | { kind: 'run' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'refuse'; error: StripeApiError };

export const checkIdempotency = (
  records: Record<string, IdempotencyRecord>,
  key: string,
  endpoint: string,
  params: string,
  now = Date.now(),
): IdempotencyDecision => {
  const record = records[key];
  if (!record || record.expiresAt < now) return { kind: 'run' };
  if (record.endpoint !== endpoint)
    return { kind: 'refuse', error: stripeErrors.idempotencyEndpoint(key, record.endpoint, endpoint) };
  if (record.params !== params) return { kind: 'refuse', error: stripeErrors.idempotencyParams(key) };
  return { kind: 'replay', status: record.status, body: record.body };
};

/** Whether a response is kept for replay: everything that ran, not a validation refusal. */
export const isSavedResponse = (status: number, body: unknown): boolean => {
  if (status < 400) return true;
  const code = (body as { error?: { code?: string } })?.error?.code ?? '';
  return !(status === 400 && code.startsWith('parameter_'));
};

export const recordIdempotency = (
  records: Record<string, IdempotencyRecord>,
  key: string,
  endpoint: string,
  params: string,
  status: number,
  body: unknown,
  now = Date.now(),
): void => {
  if (!isSavedResponse(status, body)) return;
  records[key] = { endpoint, params, status, body, expiresAt: now + IDEMPOTENCY_TTL_MS };
};
