/** Stripe's idempotency-key rules, as the local Stripe applies them. */
import { describe, expect, it } from 'vitest';
import { checkIdempotency, IDEMPOTENCY_TTL_MS, recordIdempotency } from '../../stand-ins/stripe/idempotency';
import type { IdempotencyRecord } from '../../stand-ins/stripe/state';

const now = Date.UTC(2026, 10, 1);
const saved = () => {
  const records: Record<string, IdempotencyRecord> = {};
  recordIdempotency(records, 'k', 'POST /v1/transfers', '{"amount":"100"}', 200, { id: 'tr_1' }, now);
  return records;
};

describe('idempotency keys', () => {
  it('runs a new key, replays the same endpoint and params', () => {
    expect(checkIdempotency({}, 'k', 'POST /v1/transfers', '{}', now)).toEqual({ kind: 'run' });
    expect(checkIdempotency(saved(), 'k', 'POST /v1/transfers', '{"amount":"100"}', now + 1000)).toEqual({
      kind: 'replay',
      status: 200,
      body: { id: 'tr_1' },
    });
  });

  it('refuses other params or another endpoint with an idempotency_error', () => {
    const params = checkIdempotency(saved(), 'k', 'POST /v1/transfers', '{"amount":"200"}', now);
    expect(params.kind === 'refuse' && params.error.body).toMatchObject({
      type: 'idempotency_error',
      message: expect.stringContaining('same parameters'),
    });
    const endpoint = checkIdempotency(saved(), 'k', 'POST /v1/accounts', '{"amount":"100"}', now);
    expect(endpoint.kind === 'refuse' && endpoint.error.status).toBe(400);
    expect(endpoint.kind === 'refuse' && endpoint.error.body.message).toContain('same endpoint');
  });

  it('forgets keys after 24 hours', () => {
    expect(checkIdempotency(saved(), 'k', 'POST /v1/accounts', '{}', now + IDEMPOTENCY_TTL_MS + 1)).toEqual({
      kind: 'run',
    });
  });

  it('saves outcomes that ran (errors included) but not parameter validation refusals', () => {
    const records: Record<string, IdempotencyRecord> = {};
    recordIdempotency(
      records,
      'a',
      'POST /v1/transfers',
      '{}',
      400,
      { error: { code: 'balance_insufficient' } },
      now,
    );
    recordIdempotency(
      records,
      'b',
      'POST /v1/transfers',
      '{}',
      400,
      { error: { code: 'parameter_missing' } },
      now,
    );
    expect(Object.keys(records)).toEqual(['a']);
  });
});
