import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * API Gateway v2 event → a standard web `Request`, for libraries written against the Fetch API
 * (@shopify/shopify-api's web adapter). The scheme follows the viewer (CloudFront/API Gateway set
 * x-forwarded-proto); the local adapter serves plain http.
 */
export const toWebRequest = (event: APIGatewayProxyEventV2): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers.set(name, value);
  }
  if (event.cookies?.length) headers.set('cookie', event.cookies.join('; '));
  const host = event.headers?.['x-forwarded-host'] ?? event.headers?.host ?? event.requestContext.domainName;
  const scheme = event.headers?.['x-forwarded-proto'] ?? (host?.startsWith('localhost') ? 'http' : 'https');
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const method = event.requestContext.http.method;
  const body =
    event.body === undefined || method === 'GET' || method === 'HEAD'
      ? undefined
      : event.isBase64Encoded
        ? Buffer.from(event.body, 'base64')
        : event.body;
  return new Request(`${scheme}://${host}${event.rawPath}${query}`, { method, headers, body });
};

/** A web `Response` → the API Gateway v2 result; each Set-Cookie becomes an entry of `cookies`. */
export const fromWebResponse = async (response: Response): Promise<APIGatewayProxyStructuredResultV2> => {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  const body = await response.text();
  return { statusCode: response.status, headers, ...(cookies.length ? { cookies } : {}), body };
};

/** The value of one cookie from the event (API Gateway v2 passes cookies separately). */
export const readCookie = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  for (const cookie of event.cookies ?? []) {
    const [key, ...rest] = cookie.split('=');
    if (key?.trim() === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};
