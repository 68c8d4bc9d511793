/**
 * The site's default origin as CloudFront's default behaviour reaches it deployed: the render function
 * (functions/public-pages/http/render-page.ts), called in process with the Lambda function URL's event
 * shape, behind a local CloudFront cache (edge-cache.ts) with the deployed behaviour's rules: one copy per
 * path (no query string reaches the function either), kept as the function's Cache-Control says, served
 * stale while refetched, and dropped by invalidations through the local CloudFront API (cloudfront-api.ts),
 * which the product's invalidation consumer calls through CLOUDFRONT_ENDPOINT as it calls CloudFront.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CARD_PATH_PREFIX } from '../../functions/public-pages';
import { handler as renderCard } from '../../functions/public-pages/http/render-card';
import { handler } from '../../functions/public-pages/http/render-page';
import { createLocalCloudFrontApi, type LocalCloudFrontApi } from './cloudfront-api';
import { createEdgeCache, type EdgeCache, type OriginAnswer } from './edge-cache';

/** What the origin request carries of the viewer: its Host, as the viewer-request function copies it. */
interface Viewer {
  host: string;
  sourceIp: string;
}

/**
 * The function URL's event for CloudFront's origin request: the path alone (the origin request policy
 * forwards no query string, cookie or viewer header) and x-forwarded-host, the viewer's Host.
 */
const eventOf = (path: string, method: string, viewer: Viewer): APIGatewayProxyEventV2 => {
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { 'x-forwarded-host': viewer.host, 'user-agent': 'Amazon CloudFront' },
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'local.lambda-url.localhost',
      domainPrefix: 'local',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: viewer.sourceIp,
        userAgent: 'Amazon CloudFront',
      },
      requestId: `local-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
};

const render = async (path: string, method: 'GET' | 'HEAD', viewer: Viewer): Promise<OriginAnswer> => {
  // The /og/* behaviour's origin (share cards) or the default one, as the distribution routes them.
  const origin = path.startsWith(CARD_PATH_PREFIX) ? renderCard : handler;
  const result = await origin(eventOf(path, method, viewer));
  return {
    status: result.statusCode ?? 200,
    headers: Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    ),
    // A function URL's binary answer is base64 in the result; CloudFront sends the viewer the bytes.
    body: result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''),
  };
};

export interface LocalPublicPages {
  /** The default behaviour: GET and HEAD of an extension-less path. */
  serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The local CloudFront API (served under /__local/cloudfront). */
  cloudFrontApi: LocalCloudFrontApi;
  cache: EdgeCache<Viewer>;
}

/** `securityHeaders`: the SPA's response-headers policy, on every answer (cached or not). */
export const createLocalPublicPages = (
  securityHeaders: Record<string, string>,
  onError?: (error: unknown) => void,
): LocalPublicPages => {
  const cache = createEdgeCache<Viewer>({ fetch: render, ...(onError ? { onError } : {}) });
  const cloudFrontApi = createLocalCloudFrontApi((paths) => cache.invalidate(paths));

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
    // The cache key: the path as the viewer sent it, without the query string.
    const path = (req.url ?? '/').split('?')[0] || '/';
    const viewer = {
      host: req.headers.host ?? 'localhost',
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    };
    const answer = await cache.get(path, method, viewer);
    res.writeHead(answer.status, {
      ...securityHeaders,
      ...answer.headers,
      'content-length': Buffer.byteLength(answer.body),
      'x-cache': `${answer.cacheStatus} from cloudfront`,
      ...(answer.cacheStatus === 'Miss' ? {} : { age: String(answer.age) }),
    });
    res.end(method === 'HEAD' ? undefined : answer.body);
  };

  return { serve, cloudFrontApi, cache };
};
