import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { log } from '../../shared/log';
import { readCardContent } from '../card/card-data';
import { cardRouteOf } from '../card/card-paths';
import { renderCardPng } from '../card/card-render';
import { CACHE } from '../page';

type Result = APIGatewayProxyStructuredResultV2;

/**
 * The origin pictures are resolved against when a page stores a relative one: the site itself (as
 * render-page.ts's canonical URLs).
 */
const siteOrigin = (event: APIGatewayProxyEventV2): string => {
  if (process.env.APP_URL) return new URL(process.env.APP_URL).origin;
  const host = event.headers['x-forwarded-host'] ?? event.requestContext.domainName;
  return `https://${host}`;
};

const text = (status: number, body: string, cacheControl: string, head: boolean): Result => ({
  statusCode: status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl },
  body: head ? '' : body,
});

/**
 * `/og/...png` (issue 34): a page's share card, the 1200×630 PNG its og:image names
 * (card/card-paths.ts), behind the same edge cache as the pages and invalidated with them
 * (invalidation/paths.ts). A card for nothing (an unknown address, username or product) is a 404 after
 * at most the page's own reads, and no picture is fetched for it.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<Result> => {
  const method = event.requestContext.http.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return { statusCode: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' }, body: '' };
  }
  const head = method === 'HEAD';
  const route = cardRouteOf(event.rawPath);
  if (!route) return text(404, 'No such card\n', CACHE.notFound, head);
  try {
    const content = await readCardContent(route);
    if (!content) return text(404, 'No such card\n', CACHE.notFound, head);
    const png = await renderCardPng(content, siteOrigin(event));
    return {
      statusCode: 200,
      headers: {
        'content-type': 'image/png',
        'cache-control': CACHE.page,
        'content-length': String(png.byteLength),
      },
      body: head ? '' : png.toString('base64'),
      isBase64Encoded: !head,
    };
  } catch (error) {
    log.error('share card failed', { path: event.rawPath, error });
    return text(503, 'The card could not be drawn. Please try again in a moment.\n', 'no-store', head);
  }
};
