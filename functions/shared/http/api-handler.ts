import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { input, output } from 'zod/v4/core';
import { API_BRAND_RATE, API_KEY_RATE } from '../../../contracts/api-keys';
import { BRAND_HEADER, rolesNeedingSecondFactor } from '../../../contracts/brand-roles';
import { CREATOR_HEADER } from '../../../contracts/creator-header';
import { contractKey, type RouteContract } from '../../../contracts/http';
import { VIEW_AS_HEADER } from '../../../contracts/view-as-header';
import { DomainError } from '../errors';
import { log, logContext, withLogContext } from '../log';
import type { BrandAccess } from '../tenancy/brand-access';
import type { ManagerAccess } from '../tenancy/creator-access';
import { authorize, authorizeKey } from './authorize';
import { type BrandCaller, type Caller, callerFromEvent, type KeyCaller, keyCallerFromEvent } from './caller';
import { AppError, errorBody } from './errors';
import { operatorCallerOf } from './operator-gate';
import { requireActiveSession, sessionCheckOf } from './session-check';
import { parseInput, type Schema } from './validate';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
type ApiResult = Exclude<APIGatewayProxyResultV2, string>;

/** Server-side refinements of a contract's input schemas (e.g. decoding a cursor against its listing). */
export interface ServerSchemas {
  query?: Schema;
}

type Part = 'body' | 'query' | 'params';

type Parsed<C, S, K extends Part> = S extends { [P in K]: infer T extends Schema }
  ? output<T>
  : C extends { [P in K]: infer T extends Schema }
    ? output<T>
    : undefined;

/** Public routes may have a caller (a signed-in visitor); every other route always has one. */
type CallerOf<C extends RouteContract> = C['auth'] extends 'public'
  ? Caller | undefined
  : C['auth'] extends 'apiKey'
    ? KeyCaller
    : C['auth'] extends 'brand'
      ? BrandCaller
      : Caller;

export interface RouteInput<C extends RouteContract, S extends ServerSchemas = Record<never, never>> {
  caller: CallerOf<C>;
  body: Parsed<C, S, 'body'>;
  query: Parsed<C, S, 'query'>;
  params: Parsed<C, S, 'params'>;
  event: ApiEvent;
}

type Responses<C extends RouteContract> = C['responses'];
/** The statuses the contract declares (errors are thrown as AppError, not returned). */
type DeclaredStatus<C extends RouteContract> = Extract<keyof Responses<C>, number>;
/** Any JSON body the contract declares, as the handler builds it (before encoding). */
type DeclaredBody<C extends RouteContract> = {
  [K in keyof Responses<C>]: Responses<C>[K] extends Schema ? input<Responses<C>[K]> : undefined;
}[keyof Responses<C>];

export interface RouteResponse<C extends RouteContract = RouteContract> {
  status?: DeclaredStatus<C>;
  body?: DeclaredBody<C>;
  headers?: Record<string, string>;
  /** A complete non-JSON answer (an HTML page, a redirect with cookies), passed through as is. */
  raw?: ApiResult;
}

export interface RouteImplementation {
  contract: RouteContract;
  schemas: { body?: Schema; query?: Schema; params?: Schema };
  run: (input: {
    caller: Caller | KeyCaller | undefined;
    body: never;
    query: never;
    params: never;
    event: ApiEvent;
  }) => Promise<{ status?: number; body?: unknown; headers?: Record<string, string>; raw?: ApiResult }>;
}

/**
 * One route's implementation: its contract (contracts/), whose input schemas are validated once, here
 * at the edge, and the domain call, whose answer must be one the contract declares (a type error
 * otherwise). `server` may refine the contract's query with checks only the server can make.
 */
export const defineRoute = <C extends RouteContract, S extends ServerSchemas = Record<never, never>>(
  contract: C,
  run: (input: RouteInput<C, S>) => Promise<RouteResponse<C>>,
  server?: S,
): RouteImplementation => ({
  contract,
  schemas: {
    body: contract.body,
    query: server?.query ?? contract.query,
    params: contract.params,
  },
  run: run as unknown as RouteImplementation['run'],
});

/**
 * Issue 35: a brand route works for the brand in use, checked against the caller's membership on this
 * request (never remembered), and only for the roles its contract declares. A contract without roles
 * is refused at load (createFeatureHandler), so this never guesses.
 */
const brandCallerOf = async (
  brands: BrandGate,
  caller: Caller,
  contract: RouteContract,
  event: ApiEvent,
): Promise<BrandCaller> => {
  // The session's sign-out check rides in the membership's read (one BatchGetItem, not two reads).
  const access = await brands.resolve(caller.userId, headerOf(event, BRAND_HEADER), sessionCheckOf(event));
  brands.require(access, contract.roles ?? []);
  // Money and keys: the roles that handle them act only with two-factor sign-in on (issue 35).
  if (contract.secondFactor && rolesNeedingSecondFactor.includes(access.role))
    await brands.secondFactor?.(caller.userId, contract.secondFactor);
  return { ...caller, brandId: access.brandId, brandRole: access.role };
};

/**
 * The membership check of brand routes (functions/shared/http/brand-feature-handler.ts passes it), given
 * rather than imported, so a function without brand routes carries no table client for it.
 */
export interface BrandGate {
  resolve: (
    userId: string,
    requestedBrandId: string | undefined,
    session?: ReturnType<typeof sessionCheckOf>,
  ) => Promise<BrandAccess>;
  require: (access: BrandAccess, allowed: readonly NonNullable<RouteContract['roles']>[number][]) => void;
  /** Refuses a caller without two-factor sign-in (identity's requireSecondFactor), for `secondFactor` routes. */
  secondFactor?: (userId: string, action: string) => Promise<void>;
}

/**
 * Issue 35 (creator managers): the grant check of creator routes called for another creator, given rather
 * than imported (as BrandGate), so a function whose routes are closed to managers carries no table client for it.
 */
export interface ManagerGate {
  resolve: (userId: string, creatorId: string) => Promise<ManagerAccess>;
  /** Records a manager's change in the creator's activity log (after the route answered with success). */
  record: (
    access: ManagerAccess,
    change: { route: string; summary: string; ip: string | null },
  ) => Promise<void>;
}

/**
 * Issue 35: a creator route called with `x-creator-id` naming someone else. Default-deny: only a route
 * whose contract says `managers: true` runs, and only for a caller the creator granted access, checked
 * on this request; it then runs as the creator, with the manager recorded on the caller.
 */
const managerCallerOf = async (
  gate: ManagerGate | undefined,
  caller: Caller,
  contract: RouteContract,
  creatorId: string,
): Promise<{ caller: Caller; access: ManagerAccess }> => {
  if (!contract.managers || !gate)
    throw new AppError(
      'forbidden',
      "Only the creator can do this: it isn't open to their managers (payouts, payout settings and the workspace's managers never are).",
    );
  const access = await gate.resolve(caller.userId, creatorId);
  return { caller: { ...caller, userId: access.creatorId, manager: access.manager }, access };
};

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
    const known =
      request.error instanceof AppError
        ? request.error
        : request.error instanceof DomainError
          ? new AppError(request.error.code, request.error.message, request.error.fields)
          : fromHttpError(request.error);
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
      error: request.error,
    });
    request.response = json(500, {
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  },
});

/** The header a caller may send to tie its requests together in the logs; answered on every response. */
export const CORRELATION_HEADER = 'x-correlation-id';
/** A caller's correlation id is logged and echoed: only short, plain ids are taken (no log injection). */
const VALID_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const headerOf = (event: ApiEvent, name: string): string | undefined => {
  for (const [key, value] of Object.entries(event?.headers ?? {}))
    if (key.toLowerCase() === name) return value;
  return undefined;
};

/**
 * The log context of one API request: API Gateway's request id (the Lambda's when there is none), and the
 * caller's `x-correlation-id` when it is a valid id, else the request id.
 */
export const requestLogContext = (event: ApiEvent, context: Context | undefined) => {
  const requestId = event?.requestContext?.requestId || context?.awsRequestId || undefined;
  const offered = headerOf(event, CORRELATION_HEADER);
  const correlationId = offered && VALID_CORRELATION_ID.test(offered) ? offered : requestId;
  return { requestId, correlationId };
};

/** Answers with the correlation id (success or error, JSON or raw), so a caller can quote it. */
const correlationHeader = (): middy.MiddlewareObj<ApiEvent, ApiResult> => {
  const answer = async (request: middy.Request<ApiEvent, ApiResult>) => {
    const { correlationId } = logContext();
    if (!correlationId || !request.response) return;
    request.response.headers = { ...request.response.headers, [CORRELATION_HEADER]: correlationId };
  };
  return { after: answer, onError: answer };
};

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
 * API Gateway route key, checks the caller's role for that route (from its contract), validates
 * input with the contract's zod schemas and serialises the result.
 */
/** The 429's message: which rate the request went over, and when to try again. */
const overRateMessage = ({ limit, retryAfter }: { limit: 'key' | 'brand'; retryAfter: number }) =>
  limit === 'key'
    ? `This API key is limited to ${API_KEY_RATE.requestsPerSecond} requests a second (bursts of ${API_KEY_RATE.burst}). Retry after ${retryAfter} s.`
    : `This brand's API keys are limited to ${API_BRAND_RATE.requestsPerSecond} requests a second together (bursts of ${API_BRAND_RATE.burst}). Retry after ${retryAfter} s.`;

export const createFeatureHandler = (
  implementations: Record<string, RouteImplementation>,
  options: {
    securityHeaders?: Parameters<typeof httpSecurityHeaders>[0];
    /**
     * Leave `event.body` as received (never parsed, never refused as 415/400): for signed webhooks, whose
     * signature covers the exact bytes and must be checked before the body is read. Their contracts
     * declare no body schema.
     */
    rawBody?: boolean;
    /** Required when any route is a brand route (createBrandFeatureHandler). */
    brands?: BrandGate;
    /** Required when any route is open to creator managers (createCreatorFeatureHandler). */
    managers?: ManagerGate;
  } = {},
) => {
  // A route served under another route's key would be checked against the wrong contract: refuse at load.
  for (const [key, implementation] of Object.entries(implementations)) {
    if (contractKey(implementation.contract) !== key)
      throw new Error(`${key} is implemented with the contract of ${contractKey(implementation.contract)}`);
    // A body schema would be checked against the unparsed text: refuse the combination at load.
    if (options.rawBody && implementation.contract.body)
      throw new Error(`${key} declares a body schema but its handler reads the raw body`);
    // Issue 35: a brand route without its roles would be open to every member (or none): refuse at load.
    if ((implementation.contract.auth === 'brand') !== Boolean(implementation.contract.roles?.length))
      throw new Error(`${key}: a brand route declares its roles, and only a brand route does`);
    if (implementation.contract.auth === 'brand' && !options.brands)
      throw new Error(`${key} is a brand route: serve it with createBrandFeatureHandler`);
    // Issue 35: a creator route decides whether managers may use it (default-deny), and only a creator route.
    if (
      (implementation.contract.auth === 'creator') !==
      (typeof implementation.contract.managers === 'boolean')
    )
      throw new Error(
        `${key}: a creator route declares whether managers may use it, and only a creator route does`,
      );
    if (implementation.contract.managers && !options.managers)
      throw new Error(`${key} is open to creator managers: serve it with createCreatorFeatureHandler`);
    if (implementation.contract.secondFactor && !options.brands?.secondFactor)
      throw new Error(`${key} needs two-factor sign-in: pass its check to createBrandFeatureHandler`);
  }
  const stack = middy<ApiEvent, ApiResult>()
    .use(correlationHeader())
    .use(httpSecurityHeaders(options.securityHeaders))
    .use(errorMiddleware())
    .use(httpHeaderNormalizer())
    .use(options.rawBody ? [] : [jsonBodyWhenPresent()])
    .handler(async (event) => {
      const implementation = implementations[event.routeKey];
      if (!implementation) throw new AppError('not_found', 'No such API route.');
      const { contract } = implementation;
      let caller: Caller | KeyCaller | undefined;
      if (contract.auth === 'apiKey') {
        const keyCaller = keyCallerFromEvent(event);
        // Issues 22 and 31: the key authorizer counted the request against the key's rate and its
        // brand's, and found one over.
        const overRate = keyCaller?.refusal?.code === 'too_many_requests' ? keyCaller.refusal : undefined;
        if (overRate)
          return json(429, errorBody(new AppError('too_many_requests', overRateMessage(overRate))), {
            'retry-after': String(overRate.retryAfter),
          });
        caller = authorizeKey(contract.scope, keyCaller);
      } else {
        // Issue 36: an operator's read-only "view as" of a brand or creator runs as them (the route's role
        // is theirs; refused to anyone else and on anything but a GET), and an operator route asks for the
        // operator's two-factor sign-in: the operator's own checks (operator-gate.ts).
        const verified = callerFromEvent(event);
        const viewAs = contract.auth === 'public' ? undefined : headerOf(event, VIEW_AS_HEADER);
        if (viewAs !== undefined && verified) caller = await operatorCallerOf(verified, contract, viewAs);
        else {
          caller = authorize(contract.auth, verified);
          if (contract.auth === 'operator' && caller)
            caller = await operatorCallerOf(caller as Caller, contract, undefined);
        }
      }
      const viewing = Boolean((caller as Caller | undefined)?.viewer);
      // Issue 35 (sessions): a signed-out device is refused at its next request (one GetItem; a brand
      // route reads the session with the caller's membership instead).
      if (contract.auth === 'brand' && caller && options.brands && !viewing)
        caller = await brandCallerOf(options.brands, caller as Caller, contract, event);
      else await requireActiveSession(contract, event);
      const actingFor = contract.auth === 'creator' && !viewing ? headerOf(event, CREATOR_HEADER) : undefined;
      let acting: ManagerAccess | undefined;
      if (actingFor && caller && actingFor !== (caller as Caller).userId)
        ({ caller, access: acting } = await managerCallerOf(
          options.managers,
          caller as Caller,
          contract,
          actingFor,
        ));
      const parsed = parseInput(implementation.schemas, event);
      const result = await implementation.run({ caller, event, ...parsed });
      const status = result.raw?.statusCode ?? result.status ?? 200;
      // A manager's change is recorded in the creator's activity once it succeeded (reads are not changes).
      if (acting && options.managers && !['GET', 'HEAD'].includes(contract.method) && status < 400)
        await options.managers.record(acting, {
          route: contractKey(contract),
          summary: contract.summary,
          ip: event.requestContext?.http?.sourceIp ?? null,
        });
      if (result.raw) return result.raw;
      return json(result.status ?? 200, result.body, result.headers);
    });
  // The whole stack runs in the request's log scope: every line it writes carries both ids.
  return (event: ApiEvent, context: Context): Promise<ApiResult> =>
    withLogContext(requestLogContext(event, context), () => stack(event, context));
};
