/**
 * Stripe's error responses: `{ error: { type, code?, message, param?, doc_url? } }` with Stripe's HTTP
 * statuses (400 invalid request, 401 bad key, 402 card errors, 404 missing resource or URL), so the SDK
 * raises the same StripeError subclasses it raises against Stripe.
 */
import type { ServerResponse } from 'node:http';

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
  /** card_error: the issuer's reason (generic_decline, insufficient_funds, authentication_required, …). */
  decline_code?: string;
  /** card_error: the objects the failed attempt left behind, as Stripe puts them in the error. */
  charge?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

const invalid = (status: number, code: string | undefined, message: string, param?: string) =>
  new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });

export const stripeErrors = {
  missingKey: () =>
    invalid(
      401,
      undefined,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    ),
  invalidKey: (key: string) =>
    invalid(401, undefined, `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(12)}${key.slice(-4)}`),
  unknownUrl: (method: string, path: string) =>
    invalid(
      404,
      undefined,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    ),
  /** e.g. ('checkout.session', 'cs_test_1', 'session') → "No such checkout.session: 'cs_test_1'". */
  noSuch: (kind: string, id: string, param = 'id') =>
    invalid(404, 'resource_missing', `No such ${kind}: '${id}'`, param),
  /** An id given as a parameter that names nothing: 400 (a missing object in the URL is noSuch's 404). */
  noSuchParam: (kind: string, id: string, param: string) =>
    invalid(400, 'resource_missing', `No such ${kind}: '${id}'`, param),
  missingParam: (param: string) =>
    invalid(400, 'parameter_missing', `Missing required param: ${param}.`, param),
  invalidParam: (param: string, message: string) => invalid(400, 'parameter_invalid_empty', message, param),
  invalidInteger: (param: string, value: string) =>
    invalid(400, 'parameter_invalid_integer', `Invalid integer: ${value}`, param),
  invalidRequest: (message: string, param?: string, code?: string) => invalid(400, code, message, param),
  balanceInsufficient: () =>
    invalid(
      400,
      'balance_insufficient',
      'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card. See: https://stripe.com/docs/testing#available-balance',
    ),
  /** A card declined (402): Stripe's card_error with the decline's code and the objects of the attempt. */
  cardError: (
    decline: { code: string; decline_code: string; message: string },
    objects: Pick<StripeErrorBody, 'charge' | 'payment_intent' | 'setup_intent' | 'payment_method'>,
  ) =>
    new StripeApiError(402, {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.decline_code,
      message: decline.message,
      doc_url: docUrl(decline.code),
      ...objects,
    }),
  idempotencyEndpoint: (key: string, first: string, now: string) =>
    new StripeApiError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first}' vs '${now}'). Try using a key other than '${key}' if you meant to execute a different request.`,
    }),
  idempotencyParams: (key: string) =>
    new StripeApiError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    }),
};

export const sendStripeJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-cache, no-store',
    'stripe-version': '2026-10-28.endive',
    ...headers,
  });
  res.end(text);
};
