/**
 * What a route contract is. A contract is the one description of a route that the route table, the
 * handler (input validation, typed output), the OpenAPI document and the contract tests all read.
 * This folder imports nothing server-side (no AWS SDK, no functions/), so the web app can import it.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ApiKeyScope } from './api-keys';
import type { BrandRole } from './brand-roles';

/**
 * Who may call a route: nobody in particular, a signed-in user of a role (or any), (issue 22) a brand's
 * API key holding the route's `scope` (the /api/v1 routes; checked by the key authorizer, never a JWT),
 * or (issue 36) a signed-in member of the `operator` group (the /ops console).
 */
export type RouteAuth = 'public' | 'brand' | 'creator' | 'any' | 'apiKey' | 'operator';
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response with no body (204). */
export const noBody = { kind: 'none', description: 'No content' } as const;
/** A non-JSON answer (an HTML page or a redirect), described in words only. */
export const htmlPage = (description: string) => ({ kind: 'html', description }) as const;

export type NonJsonResponse = typeof noBody | ReturnType<typeof htmlPage>;
export type ResponseSpec = $ZodType | NonJsonResponse;

export interface RouteContract {
  readonly method: HttpMethod;
  /** API Gateway path syntax, parameters in braces: /api/products/{productId} */
  readonly path: string;
  /** Who may call it; checked server-side from the verified token's `cognito:groups`. */
  readonly auth: RouteAuth;
  /** Issue 22: the scope an API key must hold for an `apiKey` route (required there, absent elsewhere). */
  readonly scope?: ApiKeyScope;
  /**
   * Issue 35: for an `auth: 'brand'` route (required there, absent elsewhere), the roles of the brand's
   * members that may call it; the API handler checks the caller's membership of the brand in use.
   */
  readonly roles?: readonly BrandRole[];
  /**
   * Issue 35: a money or key action that owners, admins and finance members may take only with two-factor
   * sign-in on; the words finish "Set up two-factor sign-in … before you can …" ('pay invoices').
   */
  readonly secondFactor?: string;
  /**
   * Issue 35 (creator managers): for an `auth: 'creator'` route (required there, absent elsewhere), whether
   * a manager the creator granted access may call it for them (`x-creator-id`). Default-deny: payout
   * settings and the managers routes themselves say false.
   */
  readonly managers?: boolean;
  readonly summary: string;
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** Success (and any non-error) bodies per status; error statuses always carry `errorResponse`. */
  readonly responses: Readonly<Record<number, ResponseSpec>>;
}

/** Keeps the literal types (method, path, schemas) so handlers and the route table can use them. */
export const defineContract = <const C extends RouteContract>(contract: C): C => contract;

export const isJsonResponse = (spec: ResponseSpec): spec is $ZodType => !('kind' in spec);

export const contractKey = (contract: Pick<RouteContract, 'method' | 'path'>): string =>
  `${contract.method} ${contract.path}`;

/** Every error code the API answers with (the status of each is in functions/shared/http/errors.ts). */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  // Issue 35: the brand named by x-brand-id is not (or no longer) the caller's.
  'not_a_member',
  // Issue 35: the creator named by x-creator-id has not (or no longer) granted the caller access.
  'not_a_manager',
  // Issue 35: the brand in use requires two-factor sign-in of its members, and the caller has not set it up.
  'two_factor_required',
  // Issue 22: an API key without the route's scope.
  'insufficient_scope',
  'blocked_by_brand',
  'approval_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  'store_not_connected',
  'payout_account_required',
  'below_payout_minimum',
  'payload_too_large',
  'request_header_fields_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape: `{ error: { code, message, fields? } }`, fields keyed by field path. */
export const errorResponse = z.strictObject({
  error: z.strictObject({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

/** Tells a contract from a domain module's other exports (schemas, constants). */
export const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'responses' in value;

/**
 * What API Gateway itself answers before a handler runs: 401 for a missing or invalid token, 404 for an
 * unknown route, 429 when throttled, 500 when the integration fails. Its shape is not ours to choose.
 */
export const gatewayErrorResponse = z.strictObject({ message: z.string() });

/** Any refusal a client can receive: the handlers' error shape or the gateway's own. */
export const anyErrorResponse = z.union([errorResponse, gatewayErrorResponse]);

/** What a call to `C` answers: the parsed body of any JSON response the contract declares. */
export type ContractOutput<C extends RouteContract> = {
  [Status in keyof C['responses']]: C['responses'][Status] extends $ZodType
    ? z.output<C['responses'][Status]>
    : null;
}[keyof C['responses']];
