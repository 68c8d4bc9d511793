import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { output } from 'zod/v4/core';
import { findRoute } from '../../routes';
import { log } from '../log';
import { authorize } from './authorize';
import { type Caller, callerFromEvent } from './caller';
import { AppError, errorBody } from './errors';
import { parseInput, type Schema } from './validate';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
type ApiResult = Exclude<APIGatewayProxyResultV2, string>;

interface Schemas {
  body?: Schema;
  query?: Schema;
  params?: Schema;
}

type Parsed<S, K extends keyof Schemas> = S extends { [P in K]: infer T extends Schema }
  ? output<T>
  : undefined;

export interface RouteInput<S extends Schemas, C> {
  caller: C;
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
  event: ApiEvent;
}

export interface RouteResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A complete non-JSON answer (an HTML page, a redirect with cookies), passed through as is. */
  raw?: ApiResult;
}

export interface RouteImplementation {
  schemas: Schemas;
  run: (input: RouteInput<Schemas, Caller | undefined>) => Promise<RouteResponse>;
}

/**
 * One route's implementation: its zod schemas (validated once, here at the edge) and the domain call.
 * `C` is the caller type the route table promises (signed-in routes always have a caller).
 */
export const defineRoute = <S extends Schemas, C extends Caller | undefined = Caller>(
  schemas: S,
  run: (input: RouteInput<S, C>) => Promise<RouteResponse>,
): RouteImplementation => ({ schemas, run: run as RouteImplementation['run'] });

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** Middy/http-errors style errors (e.g. from the JSON body parser) carry a statusCode and `expose`. */
const fromHttpError = (error: unknown): AppError | undefined => {
  const candidate = error as { statusCode?: number; expose?: boolean; message?: string };
  if (typeof candidate?.statusCode !== 'number' || candidate.statusCode >= 500 || !candidate.expose)
    return undefined;
  if (candidate.statusCode === 415)
    return new AppError('unsupported_media_type', 'Send the request body as application/json.');
  if (candidate.statusCode === 413)
    return new AppError('payload_too_large', 'The request body is too large.');
  return new AppError('bad_request', candidate.message || 'The request could not be read.');
};

const errorMiddleware = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: async (request) => {
    const known = request.error instanceof AppError ? request.error : fromHttpError(request.error);
    if (known) {
      log.info('request refused', {
        routeKey: request.event.routeKey,
        code: known.code,
        status: known.status,
      });
      request.response = json(known.status, errorBody(known));
      return;
    }
    // Never leak internals: the detail goes to the log, the caller gets a generic message.
    log.error('unhandled error', {
      routeKey: request.event?.routeKey,
      requestId: request.context?.awsRequestId,
      error: request.error,
    });
    request.response = json(500, {
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  },
});

/** Parse JSON only when there is a body: GET/DELETE requests carry none and must not be refused. */
const jsonBodyWhenPresent = (): middy.MiddlewareObj<ApiEvent, ApiResult> => {
  const parser = httpJsonBodyParser();
  return {
    before: async (request) => {
      if (request.event.body === undefined || request.event.body === '') return;
      await parser.before?.(request as never);
    },
  };
};

/**
 * The middy stack shared by every API Lambda. One Lambda serves one feature; it dispatches on the
 * API Gateway route key, checks the caller's role for that route (from the route table), validates
 * input with the route's zod schemas and serialises the result.
 */
export const createFeatureHandler = (
  implementations: Record<string, RouteImplementation>,
  options: { securityHeaders?: Parameters<typeof httpSecurityHeaders>[0] } = {},
) =>
  middy<ApiEvent, ApiResult>()
    .use(httpSecurityHeaders(options.securityHeaders))
    .use(errorMiddleware())
    .use(httpHeaderNormalizer())
    .use(jsonBodyWhenPresent())
    .handler(async (event) => {
      const route = findRoute(event.routeKey);
      const implementation = implementations[event.routeKey];
      if (!route || !implementation) throw new AppError('not_found', 'No such API route.');
      const caller = authorize(route.auth, callerFromEvent(event));
      const parsed = parseInput(implementation.schemas, event);
      const result = await implementation.run({ caller, event, ...parsed });
      if (result.raw) return result.raw;
      return json(result.status ?? 200, result.body, result.headers);
    });
