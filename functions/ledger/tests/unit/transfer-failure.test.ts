/**
 * Which Stripe errors end a payout (the same request can never succeed: Stripe keeps a refusal under the
 * key) and which are retried with the same idempotency key (the request may not have run). The errors
 * are the SDK's own classes, built as the SDK builds them from Stripe's error bodies.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { transferFailureOf } from '../../../integrations';

const stripeError = (raw: { type: string; code?: string; message: string; statusCode?: number }) =>
  Stripe.errors.StripeError.generate(raw as Parameters<typeof Stripe.errors.StripeError.generate>[0]);

describe('a failed transfer', () => {
  it.each([
    ['invalid_request_error', 'balance_insufficient', 400],
    ['invalid_request_error', 'insufficient_capabilities_for_transfer', 400],
    ['invalid_request_error', 'resource_missing', 404],
    ['idempotency_error', undefined, 400],
  ])('%s %s (%s) is final, with Stripe’s code and message', (type, code, statusCode) => {
    const failure = transferFailureOf(stripeError({ type, code, message: 'Stripe says no.', statusCode }));
    expect(failure).toEqual({ final: true, code: code ?? type, message: 'Stripe says no.' });
  });

  it.each([
    ['api_error', undefined, 500],
    ['rate_limit_error', 'rate_limit', 429],
    ['invalid_request_error', 'lock_timeout', 409],
    ['invalid_request_error', 'idempotency_key_in_use', 409],
    ['authentication_error', undefined, 401],
  ])('%s %s (%s) is retried', (type, code, statusCode) => {
    expect(transferFailureOf(stripeError({ type, code, message: 'later', statusCode })).final).toBe(false);
  });

  it('a network failure or any other error is retried', () => {
    expect(
      transferFailureOf(new Stripe.errors.StripeConnectionError({ message: 'socket hang up' })).final,
    ).toBe(false);
    expect(transferFailureOf(new Error('boom'))).toEqual({ final: false, code: 'error', message: 'boom' });
  });
});
