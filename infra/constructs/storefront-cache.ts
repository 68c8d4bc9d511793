/**
 * The CDN side of the public storefront (spec 2.3, docs/architecture.md section 1: "storefront data: public, CDN-cached
 * responses"). GET /api/storefront/{username} answers every visitor the same (the viewer's follow state
 * is a separate, uncached call under /api/storefront-follows/), so CloudFront may share one cached copy
 * per username: the cache key is the path alone (no headers, cookies or query strings), and the TTLs
 * follow the handler's Cache-Control (s-maxage 30 + stale-while-revalidate 30: an edit shows within a
 * minute) with a ceiling in case a response ever forgot it.
 *
 * Hook-up in web-hosting.ts (before '/api/*': CloudFront matches behaviours in order):
 *   additionalBehaviors: {
 *     [STOREFRONT_PATH_PATTERN]: storefrontBehavior(this, apiBehavior),
 *     '/api/*': apiBehavior,
 *     '/r/*': apiBehavior,
 *   },
 */
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Only the public storefront GET: /api/storefront/{username}. Follows live under /api/storefront-follows/
 * and the editor under /api/creator/storefront, neither of which this pattern matches.
 */
export const STOREFRONT_PATH_PATTERN = '/api/storefront/*';

/** Never longer than this at the edge, whatever the origin says (the handler asks for 30 s). */
export const STOREFRONT_MAX_TTL = Duration.seconds(60);

export const storefrontCachePolicy = (scope: Construct): CachePolicy =>
  new CachePolicy(scope, 'StorefrontCachePolicy', {
    comment: 'Public storefront data: shared per path, TTL from the origin Cache-Control (≤ 60 s)',
    // 0 / 0 / 60: the origin's s-maxage decides; an answer without Cache-Control (an error) is not kept.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: STOREFRONT_MAX_TTL,
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

/**
 * The API behaviour with the storefront's cache policy, GET/HEAD only. Viewer headers still reach the
 * origin (none is in the cache key, and the public route reads none), with CloudFront's own Host, which
 * API Gateway requires.
 */
export const storefrontBehavior = (scope: Construct, apiBehavior: BehaviorOptions): BehaviorOptions => ({
  ...apiBehavior,
  allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
  cachePolicy: storefrontCachePolicy(scope),
  originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
});
