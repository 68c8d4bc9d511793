/**
 * `/api/exports/*` as the deployed site serves it (infra/constructs/ledger-exports.ts): CloudFront's
 * behaviour for that path forwards the query string and the `x-access-token` header, nothing else, to the
 * export function's URL in RESPONSE_STREAM mode. Here the same handler
 * (functions/ledger/http/ledger-exports.ts) is called in process with the function URL's event and the
 * Node.js response as its stream: it writes its head and then the CSV page by page, waiting for 'drain',
 * so a 100,000-row file streams here as it does from Lambda.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { EXPORT_QUERY_PARAMETERS, EXPORT_TOKEN_HEADER } from '../../contracts/exports';
import { handler } from '../../functions/ledger/http/ledger-exports';
import { gatewaySecurityHeaders } from '../security-headers';

const eventOf = (req: IncomingMessage): APIGatewayProxyEventV2 => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const query = new URLSearchParams();
  // Only what the deployed behaviour's origin request policy forwards.
  for (const name of EXPORT_QUERY_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const token = req.headers[EXPORT_TOKEN_HEADER];
  const now = new Date();
  const method = req.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: query.toString(),
    headers: {
      'user-agent': 'Amazon CloudFront',
      ...(typeof token === 'string' ? { [EXPORT_TOKEN_HEADER]: token } : {}),
    },
    ...(query.size ? { queryStringParameters: Object.fromEntries(query) } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'local.lambda-url.localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
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

/**
 * The function's settings as the stack gives them (the user pool's issuer and the SPA's app client), set
 * in the environment the in-process handler reads.
 */
export const createLocalLedgerExports = (cognito: { issuer: string; clientId: string }) => {
  process.env.COGNITO_ISSUER = cognito.issuer;
  process.env.COGNITO_CLIENT_ID = cognito.clientId;
  const headers = gatewaySecurityHeaders();
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // CloudFront's response headers policy of the behaviour, on every answer.
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // A client that goes away ends the response: the handler's next write fails and it stops reading.
    await handler(eventOf(req), res);
  };
};
