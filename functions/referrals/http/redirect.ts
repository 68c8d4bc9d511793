import { createHash } from 'node:crypto';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { getBrandStore } from '../../catalogue';
import {
  type ClickSource,
  getLinkForRedirect,
  type RedirectLink,
  recordClick,
} from '../entities/link-redirect';
import { isHumanClick } from '../human-click';
import { linkNotFoundPage, notFoundPageStyle } from '../not-found-page';
import { destinationFor, handleOfLink } from '../referral-destination';
import { trackedUrl } from '../tracked-url';
import { TtlCache } from '../ttl-cache';
import { redirectLog } from './redirect-log';

type Result = APIGatewayProxyStructuredResultV2;
type Destination = { link: RedirectLink; store: Awaited<ReturnType<typeof getBrandStore>> };

/**
 * What a link's redirect needs (the link and its brand's store), kept in the warm function for at most
 * a minute: a hot link then costs one UpdateItem per click, and a brand's store change reaches its
 * links within that minute. Bounded (least recently used out first) so many cold links cannot grow the
 * function's memory. Unknown codes are not kept: a link created a moment ago must work at once, and
 * made-up codes must not push out hot links. Exported for tests (its clock, its size).
 */
export const destinations = new TtlCache<Destination>(1_000, 60_000);

/** Counts how often the redirect read the table for a link's destination (tests prove the cache with it). */
export const destinationReads = { count: 0 };

/**
 * GET and HEAD /r/{code}: send the shopper to the store (302) and count the request. A GET that is not
 * a prefetch and not from a known robot counts as a person's click (`clicks`); every other request,
 * HEAD included, is redirected the same but counted only in `robot_clicks` (human-click.ts), so the raw
 * count (their sum) still shows all traffic. The count is one write on a random counter shard;
 * everything else happens off the request path.
 *
 * The destination is rebuilt from the brand's store, not taken from the link: a brand that changes or
 * disconnects its store re-targets every link (within the cache's minute), and a store domain the
 * brand let go (which someone else may now own) never receives its shoppers.
 */
const redirect = async (code: string, human: boolean, source: ClickSource | undefined): Promise<Result> => {
  let found = destinations.get(code);
  if (found) await recordClick(found.link, { human, source });
  else {
    destinationReads.count++;
    const link = await getLinkForRedirect(code);
    if (!link) return linkNotFoundPage();
    // The store read and the click side by side: a cold link costs one round trip more than a hot one.
    const [store] = await Promise.all([getBrandStore(link.brand_id), recordClick(link, { human, source })]);
    found = { link, store };
    destinations.set(code, found);
  }
  const { link, store } = found;
  const destination = destinationFor(store, { id: link.product_id, handle: handleOfLink(link) });
  return {
    statusCode: 302,
    headers: { location: trackedUrl({ ...link, destination_url: destination }), 'cache-control': 'no-store' },
    body: '',
  };
};

/** A short hash of a click's IP address or user agent: enough to count repeats, not to read. */
const shortHash = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Issue 36: who made the click, for the click-burst signal (hashes only; see recordClick). */
const clickSource = (
  event: APIGatewayProxyEventV2,
  headers: Record<string, string | undefined>,
): ClickSource =>
  `${shortHash(event.requestContext?.http?.sourceIp ?? '')}.${shortHash(headers['user-agent'] ?? '')}`;

/** The routes this function serves: the contracts' keys (contracts/public-pages.ts; a unit test compares). */
export const routeKeys = { follow: 'GET /r/{code}', check: 'HEAD /r/{code}' } as const;

/**
 * The contract's params schema (`code`: a string of 1 to 120 characters), checked by hand with zod's
 * English messages: zod/mini alone is ~22 KB of the redirect's 50 KB budget. A unit test runs both
 * over the same inputs (functions/referrals/tests/unit/redirect-handler.test.ts).
 */
export const codeProblem = (code: unknown): string | undefined => {
  if (typeof code !== 'string') {
    const received = code === null ? 'null' : Array.isArray(code) ? 'array' : typeof code;
    return `Invalid input: expected string, received ${received}`;
  }
  if (code.length < 1) return 'Too small: expected string to have >=1 characters';
  if (code.length > 120) return 'Too big: expected string to have <=120 characters';
  return undefined;
};

/** The shared stack's error shape and statuses (functions/shared/http/errors.ts), as JSON. */
const errorAnswer = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } }),
});

// The not-found page has one inline stylesheet and no script: the same headers the shared stack set.
const securityHeaders = httpSecurityHeaders({
  contentSecurityPolicy: {
    'default-src': "'none'",
    'style-src': `'sha256-${createHash('sha256').update(notFoundPageStyle).digest('base64')}'`,
  },
});

/** A caller's correlation id is echoed only when it is a short, plain id (as api-handler.ts). */
const VALID_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const answer = async (
  event: APIGatewayProxyEventV2,
  headers: Record<string, string | undefined>,
  requestId: string | undefined,
  correlationId: string | undefined,
): Promise<Result> => {
  const route = event.routeKey;
  const refused = (status: number, code: string, message: string, fields?: Record<string, string>) => {
    redirectLog('info', 'request refused', { requestId, correlationId, routeKey: route, code, status });
    return errorAnswer(status, code, message, fields);
  };
  if (route !== routeKeys.follow && route !== routeKeys.check)
    return refused(404, 'not_found', 'No such API route.');
  const code = event.pathParameters?.code;
  const problem = codeProblem(code);
  if (problem) return refused(400, 'validation_failed', `Invalid path: ${problem}`, { code: problem });
  try {
    const human = route === routeKeys.follow && isHumanClick('GET', headers);
    // Only a person's click keeps its source (robots' are never counted towards bursts).
    return await redirect(code as string, human, human ? clickSource(event, headers) : undefined);
  } catch (error) {
    // Never leak internals: the detail goes to the log, the shopper gets the generic message.
    redirectLog('error', 'unhandled error', { requestId, correlationId, routeKey: route, error });
    return errorAnswer(500, 'internal_error', 'Something went wrong on our side. Please try again.');
  }
};

/**
 * GET and HEAD /r/{code} without the shared middy + zod stack (functions/shared/http/api-handler.ts):
 * the hottest public route keeps its bundle (and cold start) small, with the same answers: the
 * contract's params check, the error shape, the security headers and the correlation id header.
 * The route is public, so there is no caller to check; it reads no body.
 */
export const handler = async (
  event: APIGatewayProxyEventV2,
  context?: Context,
): Promise<APIGatewayProxyStructuredResultV2> => {
  // Header names in lower case, as the shared stack's header normaliser gives them.
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event?.headers ?? {})) headers[name.toLowerCase()] = value;
  const requestId = event?.requestContext?.requestId || context?.awsRequestId || undefined;
  const offered = headers['x-correlation-id'];
  const correlationId = offered && VALID_CORRELATION_ID.test(offered) ? offered : requestId;
  const request = { response: await answer(event, headers, requestId, correlationId) };
  await securityHeaders.after?.(request as never);
  if (correlationId)
    request.response.headers = { ...request.response.headers, 'x-correlation-id': correlationId };
  return request.response;
};
