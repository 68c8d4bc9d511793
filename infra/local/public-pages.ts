/**
 * The site's default origin, as CloudFront's default behaviour reaches it deployed: the render function
 * (functions/public-pages/http/render-page.ts), called in process with the Lambda function URL's event
 * shape. It renders the storefront and product pages and answers every other app path with the SPA's
 * shell, exactly as deployed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handler } from '../../functions/public-pages/http/render-page';

const eventOf = (req: IncomingMessage, host: string): APIGatewayProxyEventV2 => {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: `local-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
};

export const servePublicPage = async (
  req: IncomingMessage,
  res: ServerResponse,
  securityHeaders: Record<string, string>,
): Promise<void> => {
  const result = await handler(eventOf(req, req.headers.host ?? 'localhost'));
  const body = result.body ?? '';
  res.writeHead(result.statusCode ?? 200, {
    ...securityHeaders,
    ...(result.headers as Record<string, string>),
    'content-length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
};
