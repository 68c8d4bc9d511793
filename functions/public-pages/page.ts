import type { PageMeta } from './metadata';

/** What a page of this module answers: its status, its head and its server-rendered body. */
export interface RenderedPage {
  status: 200 | 404;
  meta: PageMeta;
  body: string;
  themeColor?: string | undefined;
  /** Cache-Control for CloudFront (see CACHE below). */
  cacheControl: string;
  /**
   * The body is the SPA's own markup inside its #root (a marketing page): a visitor who may be signed
   * in gets the SPA started over it (web/src/public/entry.ts reads the app's entry from the head).
   */
  startsApp?: boolean;
  /** Stylesheets of this page besides the public build's (a storefront's theme). */
  styles?: string[];
}

/**
 * Shared caches keep a page 10 minutes and may serve it a day longer while they refetch it; the events
 * that change a page invalidate it at once (consumers/invalidate-public-pages.ts), so the minutes only
 * bound how stale a page can be if an invalidation is lost. Browsers revalidate every time (max-age=0).
 * A 404 is kept one minute: a storefront switched on shows soon even without its event.
 */
export const CACHE = {
  page: 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400',
  notFound: 'public, max-age=0, s-maxage=60',
} as const;

/** The site's own address (canonical URLs, og:url): no trailing slash. */
export type SiteOrigin = string;

export const absolute = (origin: SiteOrigin, path: string): string => new URL(path, `${origin}/`).toString();
