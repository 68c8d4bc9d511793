/**
 * One error class and one code -> status table for every API response that is not a success.
 * The wire shape is always `{ "error": { "code", "message", "fields"? } }`.
 */
import type { ErrorCode } from '../../../contracts/http';

export type { ErrorCode };

/** Every code of contracts/http.ts's `errorCodes` has its status here (a type error otherwise). */
export const errorStatus: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_a_member: 403,
  /** Issue 35: the creator named by x-creator-id has not granted the caller access (or removed it). */
  not_a_manager: 403,
  /** Issue 35: the brand requires two-factor sign-in of every member; Account → Security sets it up. */
  two_factor_required: 403,
  /** Issue 22: the API key lacks the route's scope. */
  insufficient_scope: 403,
  /** The brand blacklisted this creator: no new applications, codes or links with that brand. */
  blocked_by_brand: 403,
  /** The brand's program requires its approval (issue 21): no link without an approved application. */
  approval_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  store_not_connected: 409,
  /** Request Payout without an active Stripe Connect account. */
  payout_account_required: 409,
  /** Request Payout with a payable balance under the minimum. */
  below_payout_minimum: 409,
  payload_too_large: 413,
  request_header_fields_too_large: 431,
  unsupported_media_type: 415,
  /** A per-caller limit (e.g. contact messages per hour) was reached; the message says when to retry. */
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** Field path ("brand_name", "social_media_links.instagram") -> message shown at that field. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.fields = fields;
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

export const errorBody = (error: AppError): ErrorBody => ({
  error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
});
