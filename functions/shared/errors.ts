/**
 * What a module's code throws when a rule of its domain refuses something (a missing item, a claim
 * already taken, a blacklisted creator). It knows nothing of HTTP: the API's edge
 * (shared/http/api-handler.ts) answers it with the status of its code; a consumer or a schedule lets
 * it fail the event like any other error. Codes are the API's vocabulary (contracts/http.ts).
 */
import type { ErrorCode } from '../../contracts/http';

/** The codes a domain may refuse with; the protocol-level ones (400 bad JSON, 401, 405, 413, 415, 431, 5xx) belong to the edge. */
export type DomainErrorCode = Exclude<
  ErrorCode,
  | 'bad_request'
  | 'unauthorized'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'request_header_fields_too_large'
  | 'unsupported_media_type'
  | 'internal_error'
  | 'service_unavailable'
>;

/** Field path -> message shown at that field (as in the API's error body). */
export type DomainFieldErrors = Record<string, string>;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fields: DomainFieldErrors | undefined;

  constructor(code: DomainErrorCode, message: string, fields?: DomainFieldErrors) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }
}
