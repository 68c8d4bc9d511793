/**
 * One error class and one code -> status table for every API response that is not a success.
 * The wire shape is always `{ "error": { "code", "message", "fields"? } }`.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  store_not_connected: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

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
