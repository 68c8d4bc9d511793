/**
 * The local stand-in for API Gateway's HTTP API: the same route table as the CDK stack, version-2.0
 * proxy events, and a JWT authorizer that verifies the token like API Gateway does (signature against the
 * pool's JWKS, issuer, expiry, and `client_id` for access tokens) before the handler sees its claims.
 *
 * cognito-local signs with a key anyone can read, so these tokens are only ever accepted here, on the
 * local cloud; in AWS the authorizer trusts the real Cognito issuer only.
 *
 * Like API Gateway it throttles each route (route-throttles.ts: the route's own limits, else the stage's),
 * answering 429 beyond them. Every answer, its own (401, 404, 429, 413, 500) and the handlers', carries
 * the gateway security headers (HSTS, nosniff), as CloudFront's policy on /api/* and /r/* adds them.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { apiKeyAuthorizer, features, type RouteDefinition, routeKey, routes } from '../../functions/routes';
import { routeThrottles, STAGE_THROTTLE } from '../constructs/route-throttles';
import { gatewaySecurityHeaders } from '../security-headers';
import { MAX_BODY_BYTES, PayloadTooLargeError, readBody, sendError } from './http-util';
import { invokeHandler } from './lambda-runtime';

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  params: string[];
  /** The path up to its first parameter: every path the pattern matches starts with it. */
  prefix: string;
}

/** `/api/products/{productId}` → a regex; `{proxy+}` matches the rest of the path, as in API Gateway. */
const compile = (route: RouteDefinition): CompiledRoute => {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)(\+)?\}$/.exec(segment);
      if (!match?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(match[1]);
      return match[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params, prefix: route.path.split('{')[0] ?? '' };
};

/**
 * Per method, in the route table's order (the first route that matches wins, as before). A request is
 * tested only against its method's routes, and a regex runs only where the literal start fits: the
 * table has about a hundred routes, and the redirect is the hottest request the adapter serves.
 */
const compiledByMethod = new Map<string, CompiledRoute[]>();
for (const route of routes.map(compile)) {
  compiledByMethod.set(route.route.method, [...(compiledByMethod.get(route.route.method) ?? []), route]);
}
const findRoute = (method: string, path: string): CompiledRoute | undefined =>
  compiledByMethod.get(method)?.find((c) => path.startsWith(c.prefix) && c.pattern.test(path));

/** A request with neither a length nor a chunked body has none: nothing to wait for. */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

const EMPTY_BODY = Buffer.alloc(0);

/** API Gateway hands JWT claims to the integration as strings; arrays become "[a b]". */
const flattenClaims = (payload: JWTPayload): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ]),
  );

const textual = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** One definition with CloudFront's API response-headers policy (infra/security-headers.ts). */
const gatewayHeaders = gatewaySecurityHeaders();

/**
 * API Gateway's throttling: per route key, a token bucket holding burstLimit requests, refilled at
 * rateLimit per second (the route's throttle, else the stage default). false: answer 429.
 */
export const createRouteThrottle = (now: () => number = Date.now) => {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (key: string): boolean => {
    const { rateLimit, burstLimit } = routeThrottles[key] ?? STAGE_THROTTLE;
    const at = now();
    const bucket = buckets.get(key) ?? { tokens: burstLimit, at };
    bucket.tokens = Math.min(burstLimit, bucket.tokens + ((at - bucket.at) / 1000) * rateLimit);
    bucket.at = at;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
};

export interface ApiAdapterOptions {
  issuer: string;
  jwksUrl: string;
  audience: string;
  log: (message: string) => void;
  /**
   * API Gateway's throttling (default on). Off only where a measurement must see the handlers rather
   * than the gateway's limits (the bench's latency comparisons).
   */
  throttle?: boolean;
}

export const createApiAdapter = (options: ApiAdapterOptions) => {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cacheMaxAge: 10 * 60_000 });
  const withinThrottle = options.throttle === false ? () => true : createRouteThrottle();

  const verify = async (authorization: string | undefined): Promise<Record<string, string> | undefined> => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer, algorithms: ['RS256'] });
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(options.audience)) return undefined;
      return flattenClaims(payload);
    } catch {
      return undefined;
    }
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // First, so every answer has them: the adapter's own, and a 500 or 413 written by the server's guard.
    for (const [name, value] of Object.entries(gatewayHeaders)) res.setHeader(name, value);
    let url: URL;
    let path: string;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      path = decodeURI(url.pathname);
    } catch {
      // A bad percent-escape (/api/%E0%A4%A) cannot be routed; answering beats throwing.
      return sendError(res, 'bad_request', 'The request URL is malformed (an invalid percent-encoding).');
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const match = findRoute(method, path);
    if (!match) {
      // API Gateway's own answers, which the SPA must handle too.
      return send(res, 404, { message: 'Not Found' });
    }
    // Throttling comes before the authorizer, as in API Gateway: a flood of bad tokens is throttled too.
    if (!withinThrottle(routeKey(match.route))) return send(res, 429, { message: 'Too Many Requests' });

    let body: Buffer = EMPTY_BODY;
    try {
      if (hasBody(req)) body = await readBody(req);
    } catch (error) {
      // API Gateway's payload limit; the body is drained, not read, so a client still sending gets this.
      if (error instanceof PayloadTooLargeError) {
        return sendError(
          res,
          'payload_too_large',
          `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
        );
      }
      throw error;
    }

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }

    let claims: Record<string, string> | undefined;
    // Issue 22: an API key route runs the key authorizer (the very function API Gateway calls in AWS) and
    // answers as API Gateway does: no Authorization header (its identity source) → 401 without calling it;
    // refused → 403. Its context reaches the handler as requestContext.authorizer.lambda.
    let keyContext: Record<string, unknown> | undefined;
    if (match.route.auth === 'apiKey') {
      if (!headers.authorization) return send(res, 401, { message: 'Unauthorized' });
      const verdict = (await invokeHandler(apiKeyAuthorizer, {
        version: '2.0',
        type: 'REQUEST',
        routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${method}${path}`,
        identitySource: [headers.authorization],
        routeKey: routeKey(match.route),
        rawPath: path,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers,
      })) as { isAuthorized?: boolean; context?: Record<string, unknown> } | undefined;
      if (!verdict?.isAuthorized) return send(res, 403, { message: 'Forbidden' });
      keyContext = verdict.context ?? {};
    } else if (match.route.auth !== 'public') {
      claims = await verify(headers.authorization);
      if (!claims) return send(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }

    const values = match.pattern.exec(path)?.slice(1) ?? [];
    const pathParameters = Object.fromEntries(match.params.map((name, i) => [name, values[i] ?? '']));
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams)
      query[name] = query[name] ? `${query[name]},${value}` : value;
    const isText = body.length === 0 || textual.test(headers['content-type'] ?? '');
    const now = new Date();
    const key = routeKey(match.route);

    const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } = {
      version: '2.0',
      routeKey: key,
      rawPath: path,
      rawQueryString: url.search.replace(/^\?/, ''),
      ...(headers.cookie ? { cookies: headers.cookie.split(/;\s*/) } : {}),
      headers,
      ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
      ...(match.params.length ? { pathParameters } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
        ...(keyContext ? { authorizer: { lambda: keyContext } } : {}),
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method,
          path,
          protocol: `HTTP/${req.httpVersion}`,
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey: key,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
      },
      ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
      isBase64Encoded: !isText,
    };

    let result: unknown;
    try {
      result = await invokeHandler(features[match.route.feature], event);
    } catch (error) {
      // What API Gateway answers when the integration itself crashes.
      options.log(`✗ ${key}: ${String(error)}`);
      return send(res, 500, { message: 'Internal Server Error' });
    }
    writeResult(res, result);
  };
};

/** Writes a version-2.0 Lambda result, including API Gateway's shorthand forms (a bare string/object). */
const writeResult = (res: ServerResponse, result: unknown): void => {
  const structured =
    result && typeof result === 'object' && 'statusCode' in result
      ? (result as {
          statusCode: number;
          headers?: Record<string, string>;
          body?: string;
          isBase64Encoded?: boolean;
          cookies?: string[];
        })
      : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result) };
  // The handler's headers, with the gateway's set over them as CloudFront's policy does (override).
  const headers: Record<string, string | string[]> = {
    ...Object.fromEntries(
      Object.entries(structured.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...gatewayHeaders,
  };
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body
    ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8')
    : undefined;
  // Its length, as API Gateway sends it: without one Node would chunk the body (one more frame to write
  // and parse on every answer, the redirect's empty one included). No body may follow a 204 or 304.
  const status = structured.statusCode;
  if (headers['content-length'] === undefined && status !== 204 && status !== 304)
    headers['content-length'] = String(body?.length ?? 0);
  res.writeHead(status, headers);
  res.end(body);
};
