import * as z from 'zod/mini';
import { getRuntimeConfig } from '../config/runtime-config';
import { getAccessToken } from './amplify';

/** A failed API call, carrying the server's `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  /** Field path -> message to show at that field (validation failures). */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  }),
});

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** Sent as a JSON body with the matching Content-Type. */
  json?: unknown;
  body?: BodyInit | null;
  /** A public route: send no token, so the call neither waits for nor loads Amplify. */
  anonymous?: boolean;
};

/**
 * The one way the SPA calls its API: `path` is relative to the configured `apiUrl` ("/me"), the
 * signed-in user's access token is attached (unless `anonymous`), and the JSON answer is returned (null when empty) or an
 * `ApiError` thrown. Validate the result with the caller's zod schema.
 */
export const apiFetch = async (path: string, init: ApiFetchInit = {}): Promise<unknown> => {
  const { json, body, headers: initHeaders, anonymous = false, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (!anonymous && !headers.has('Authorization')) {
    const token = await getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response, payload);
  return payload ?? null;
};

const apiUrl = (path: string): string =>
  `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const toApiError = (response: Response, payload: unknown): ApiError => {
  const parsed = errorBodySchema.safeParse(payload);
  if (!parsed.success) {
    return new ApiError(response.status, `http_${response.status}`, `Request failed (${response.status})`);
  }
  const { code, message, fields = {} } = parsed.data.error;
  const firstMessages = Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, Array.isArray(value) ? (value[0] ?? '') : value]),
  );
  return new ApiError(response.status, code, message, firstMessages);
};

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
