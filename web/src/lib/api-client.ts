import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
// contracts/http only (not contracts/index): the entry chunk must not carry every route's schemas.
import {
  type ContractOutput,
  errorResponse,
  isJsonResponse,
  type RouteContract,
} from '../../../contracts/http';

/** What a call answers (declared with the contracts, which ui/ reads too); the web imports it from here. */
export type { ContractOutput };

import { getRuntimeConfig } from '../config/runtime-config';
import { getAccessToken } from './amplify';
import { brandHeaderName, getBrandInUse, setBrandInUse } from './brand-in-use';
import { creatorHeaderName, getCreatorInUse, setCreatorInUse } from './creator-in-use';
import { viewAsHeaderFor, viewAsHeaderName } from './view-as';

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

type SendInit = Omit<RequestInit, 'body'> & {
  /** Sent as a JSON body with the matching Content-Type. */
  json?: unknown;
  /** A public route: send no token, so the call neither waits for nor loads Amplify. */
  anonymous?: boolean;
};

/**
 * The one way the SPA reaches its API (through `callApi` below): `path` is relative to the configured
 * `apiUrl` ("/me"), the signed-in user's access token is attached (unless `anonymous`), and the status
 * and JSON answer are returned (null when empty) or an `ApiError` thrown.
 */
const send = async (path: string, init: SendInit): Promise<{ status: number; payload: unknown }> => {
  const { json, headers: initHeaders, anonymous = false, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (!anonymous && !headers.has('Authorization')) {
    const token = await getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  // Issue 36: an operator viewing as a brand or creator (the server checks it is an operator's GET).
  const viewAs = anonymous ? null : viewAsHeaderFor(path);
  if (viewAs) headers.set(viewAsHeaderName, viewAs);
  // Issue 35: the brand the workspace shows (checked against membership by the server on every request).
  const brandInUse = anonymous || viewAs ? null : getBrandInUse();
  if (brandInUse) headers.set(brandHeaderName, brandInUse);
  // Issue 35: the creator a manager works for (checked against their grant by the server on every request).
  const creatorInUse = anonymous || viewAs ? null : getCreatorInUse();
  if (creatorInUse) headers.set(creatorHeaderName, creatorInUse.id);

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : null,
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
  if (!response.ok) {
    const error = toApiError(response, payload);
    // The chosen brand is no longer this person's (removed, or another person signed in on this browser):
    // forget the choice and ask again as the server's default brand.
    if (brandInUse && error.code === 'not_a_member') {
      setBrandInUse(null);
      return send(path, init);
    }
    // The creator removed this manager (or another person signed in on this browser): back to their own
    // workspace, reloaded so no screen keeps showing the creator's.
    if (creatorInUse && error.code === 'not_a_manager') {
      setCreatorInUse(null);
      window.location.assign('/creator/dashboard');
    }
    throw error;
  }
  return { status: response.status, payload: payload ?? null };
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

/** The contract's error shape; anything else (API Gateway's own `{message}`) becomes a generic failure. */
const toApiError = (response: Response, payload: unknown): ApiError => {
  const parsed = errorResponse.safeParse(payload);
  if (!parsed.success) {
    return new ApiError(response.status, `http_${response.status}`, `Request failed (${response.status})`);
  }
  const { code, message, fields = {} } = parsed.data.error;
  return new ApiError(response.status, code, message, fields);
};

/**
 * A file our server streams (a CSV export, which is not an API route: it needs no contract), as a Blob;
 * its failures are the API's error shape and become an `ApiError` like a call's.
 */
export const fetchFile = async (url: string, init: RequestInit): Promise<Blob> => {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) throw toApiError(response, await readJson(response));
  return response.blob();
};

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

// --- Calls by contract ------------------------------------------------------------------------

/** A wire shape the contracts declare, as the web receives it (so screens need no zod import). */
export type ApiShape<S extends $ZodType> = z.output<S>;

type InputOf<S> = S extends $ZodType ? z.input<S> : never;

/** What a call to `C` takes: its path parameters, query and body, typed by the contract's schemas. */
export type ContractInput<C extends RouteContract> = (C['params'] extends $ZodType
  ? { params: InputOf<C['params']> }
  : { params?: never }) &
  (C['query'] extends $ZodType ? { query?: InputOf<C['query']> } : { query?: never }) &
  (C['body'] extends $ZodType ? { body: InputOf<C['body']> } : { body?: never });

/** Options a call may add: an abort signal (react-query passes one). */
export type CallOptions = Pick<RequestInit, 'signal'>;

/** The input may be left out when the route takes none (or only optional query parameters). */
type CallArguments<C extends RouteContract> =
  object extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: CallOptions]
    : [input: ContractInput<C>, options?: CallOptions];

/**
 * `/api/brand/products/{productId}` with `{ productId: 'p 1' }` → `/brand/products/p%201`, relative to the
 * configured `apiUrl` (which is the `/api` prefix itself, wherever it is served).
 */
export const contractPath = (
  contract: Pick<RouteContract, 'path'>,
  params: Readonly<Record<string, unknown>> = {},
  query: Readonly<Record<string, unknown>> = {},
): string => {
  const path = contract.path.replace(/^\/api(?=\/)/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${contract.path}: path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  // Absent and empty mean the same to every listing (the first page, no search), so neither is sent.
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
};

/**
 * Calls the route `contract` describes: the path comes from its template, the token is sent unless the
 * route is public, and the answer is parsed with the response schema the contract declares for the
 * status received (a status it does not declare is an error: the server broke its contract).
 */
export const callApi = async <C extends RouteContract>(
  contract: C,
  ...[input, options = {}]: CallArguments<C>
): Promise<ContractOutput<C>> => {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const { status, payload } = await send(contractPath(contract, params, query), {
    ...options,
    method: contract.method,
    // Public routes answer the same to everyone: no token, so visitors never load Amplify for them.
    anonymous: contract.auth === 'public',
    ...(body !== undefined ? { json: body } : {}),
  });
  const declared = contract.responses[status];
  if (declared === undefined) {
    throw new ApiError(status, 'off_contract', `Unexpected answer (${status}) from ${contract.path}`);
  }
  return (isJsonResponse(declared) ? z.parse(declared, payload) : null) as ContractOutput<C>;
};
