import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { log } from '../../shared/log';
import { renderDocument } from '../document';
import type { RenderedPage, SiteOrigin } from '../page';
import { type CollectionPageResult, renderCollectionPage } from '../pages/collection-page';
import { renderMarketingPage } from '../pages/marketing-page';
import { renderProductPage, renderStorefrontProductPage } from '../pages/product-page';
import { renderStorefrontPage } from '../pages/storefront-page';
import { themeStylesheet } from '../pages/storefront-theme';
import { type PublicRoute, routeOf } from '../route';
import { webBuild } from '../web-build';

type Result = APIGatewayProxyStructuredResultV2;

/** The SPA's shell: revalidated by browsers; shared caches keep it a minute (a deploy replaces it). */
const SPA_SHELL_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * The site's own origin for canonical URLs: APP_URL (a custom domain, and the local cloud's address),
 * else the viewer's host, which the distribution's viewer-request function copies into
 * x-forwarded-host (CloudFront sends the function URL's own Host to the origin).
 */
const siteOrigin = (event: APIGatewayProxyEventV2): SiteOrigin => {
  if (process.env.APP_URL) return new URL(process.env.APP_URL).origin;
  const host = event.headers['x-forwarded-host'] ?? event.requestContext.domainName;
  return `https://${host}`;
};

const html = (status: number, body: string, cacheControl: string, head: boolean): Result => ({
  statusCode: status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  body: head ? '' : body,
});

const render = async (
  route: PublicRoute,
  event: APIGatewayProxyEventV2,
): Promise<RenderedPage | CollectionPageResult | 'spa'> => {
  if (route.page === 'storefront') return renderStorefrontPage(route.username, siteOrigin(event));
  if (route.page === 'marketing') return renderMarketingPage(route.path, siteOrigin(event));
  if (route.page === 'product') return renderProductPage(route.productId, siteOrigin(event));
  if (route.page === 'storefront-product') {
    return renderStorefrontProductPage(route.username, route.productId, siteOrigin(event));
  }
  if (route.page === 'storefront-collection') {
    return renderCollectionPage(route.username, route.slug, siteOrigin(event));
  }
  return 'spa';
};

/** One address per page: another case, a trailing slash or a collection's former address. */
const permanentRedirect = (location: string): Result => ({
  statusCode: 301,
  headers: { location, 'cache-control': 'public, max-age=3600' },
  body: '',
});

const UNAVAILABLE = `<main class="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <h1 class="text-xl font-semibold text-slate-800">This page could not be loaded</h1>
      <p class="mt-2 text-slate-600">Please try again in a moment.</p>
    </main>`;

const unavailable = (origin: SiteOrigin, path: string) => ({
  title: 'Temporarily unavailable',
  description: 'This page could not be loaded. Please try again in a moment.',
  canonicalUrl: new URL(path, `${origin}/`).toString(),
  type: 'website' as const,
  noIndex: true,
});

/**
 * The site's default origin (behind CloudFront; locally, the local cloud's site): the storefront
 * `/{username}` and the product page `/product/{id}` rendered to HTML from the React components
 * the SPA shares (ui/), every other page the SPA's shell. GET and HEAD only.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<Result> => {
  const method = event.requestContext.http.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return { statusCode: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' }, body: '' };
  }
  const head = method === 'HEAD';
  const route = routeOf(event.rawPath);
  if (route.page === 'theme') {
    const stylesheet = themeStylesheet(route.name);
    return head ? { ...stylesheet, body: '' } : stylesheet;
  }
  // One address per storefront (/AvaReviews and /avareviews/ are /avareviews): one cached copy, the one
  // an invalidation drops, and the one search engines index. The query is not kept: the edge's cache key
  // (the path) does not forward it, and the app's own links (Follow's ?follow=1) use this address already.
  if (route.page === 'storefront' && event.rawPath !== `/${route.username}`) {
    return {
      statusCode: 301,
      headers: { location: `/${route.username}`, 'cache-control': 'public, max-age=3600' },
      body: '',
    };
  }
  if (route.page === 'storefront-collection') {
    const address = `/${route.username}/c/${route.slug}`;
    if (event.rawPath !== address) return permanentRedirect(address);
  }
  if (route.page === 'storefront-product') {
    const address = `/${route.username}/p/${encodeURIComponent(route.productId)}`;
    if (route.productId && event.rawPath !== address) {
      return {
        statusCode: 301,
        headers: { location: address, 'cache-control': 'public, max-age=3600' },
        body: '',
      };
    }
  }
  let build: ReturnType<typeof webBuild>;
  try {
    build = webBuild();
  } catch (error) {
    // Deployed without `npm run build:web` first (the bundling copies the build only when it exists):
    // nothing can be rendered, and no cache may keep that.
    log.error('web build missing', { error });
    return {
      statusCode: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: head ? '' : 'The site is being deployed. Please try again in a moment.\n',
    };
  }
  try {
    const page = await render(route, event);
    if (page === 'spa') return html(200, build.spaShell, SPA_SHELL_CACHE, head);
    if ('redirectTo' in page) return permanentRedirect(page.redirectTo);
    const document = renderDocument({
      meta: page.meta,
      body: page.body,
      build,
      themeColor: page.themeColor,
      startsApp: page.startsApp,
      styles: page.styles,
    });
    return html(page.status, document, page.cacheControl, head);
  } catch (error) {
    // The data could not be read: say so plainly, and let no cache keep the failure.
    log.error('public page failed', { path: event.rawPath, error });
    return html(
      503,
      renderDocument({ meta: unavailable(siteOrigin(event), event.rawPath), body: UNAVAILABLE, build }),
      'no-store',
      head,
    );
  }
};
