/**
 * The security headers of the SPA (index.html, every client-side route, /config.json, the assets), and
 * the two every gateway answer carries (gatewaySecurityHeaders): ONE definition, used by CloudFront's response-headers policy (infra/constructs/web-hosting.ts) and by the
 * local cloud's static server (infra/local/static-site.ts, /config.json in infra/local/local-cloud.ts).
 * It imports nothing from CDK, so the local cloud loads it without aws-cdk-lib.
 *
 * What the SPA really loads, and so what the policy allows:
 * - scripts: Vite's module scripts and lazy chunks from /assets (same origin); index.html has no inline
 *   script, so no 'unsafe-inline' and no nonce are needed (a test checks the built index.html);
 * - styles: Tailwind's CSS file from /assets; React writes `style` through the CSSOM, which style-src
 *   does not govern, so no 'unsafe-inline' either;
 * - images: brand logos and product images are arbitrary https URLs (Shopify's CDN, brands' sites),
 *   the favicon is a data: URI, and locally the demo store serves images under /__shopify;
 * - connections: the API (same origin: /api through CloudFront, or the local adapter), Cognito
 *   (Amplify Auth: cognito-idp.{region}.amazonaws.com deployed, /cognito on the same port locally) and
 *   the uploads bucket the browser POSTs images to (issue 34; the local S3's port locally);
 * - images also from /media/ (same origin: processed uploads through CloudFront, issue 34).
 * The API's own HTML pages (the OAuth popup result, the redirect's not-found page) set their own, tighter
 * policies in their handlers; the demo Shopify store's pages set theirs.
 */

export interface SpaPolicyOrigins {
  /** Where Amplify Auth talks to Cognito: `https://cognito-idp.{region}.amazonaws.com`, or the local one. */
  readonly cognitoOrigin: string;
  /**
   * Origins besides 'self' the local cloud serves from (its own URL as written into config.json and
   * the demo store's image URLs), so the page also works when opened as 127.0.0.1 vs localhost.
   */
  readonly extraSelfOrigins?: readonly string[];
  /**
   * Issue 34: where the browser POSTs uploaded images (the uploads bucket's S3 origin; the local S3's
   * port locally): the presigned POST goes straight to S3, not through the site.
   */
  readonly uploadOrigins?: readonly string[];
}

/** The CSP as directive → sources, in the order they are written. */
export const spaCspDirectives = ({
  cognitoOrigin,
  extraSelfOrigins = [],
  uploadOrigins = [],
}: SpaPolicyOrigins): Array<[string, string[]]> => {
  const self = ["'self'", ...extraSelfOrigins];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', [...self, 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', unique([...self, cognitoOrigin, ...uploadOrigins])],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // Nobody may frame the app (clickjacking); X-Frame-Options says the same to old browsers.
    ['frame-ancestors', ["'none'"]],
  ];
};

const unique = (values: string[]): string[] => [...new Set(values)];

export const spaContentSecurityPolicy = (origins: SpaPolicyOrigins): string =>
  spaCspDirectives(origins)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** Deployed: Cognito's regional endpoint; the API is same origin through CloudFront ('self'). */
export const deployedCognitoOrigin = (region: string): string =>
  `https://cognito-idp.${region}.amazonaws.com`;

/** Two years, subdomains included: the app is https-only behind CloudFront. Not preloaded (a domain decision). */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubdomains: true } as const;

/** Other sites learn only our origin from a link or image request, never the path (which may hold ids). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const FRAME_OPTIONS = 'DENY';

export const strictTransportSecurity = (): string =>
  `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`;

/**
 * What EVERY answer under /api/* and /r/* carries, including those no handler writes: API Gateway's 401
 * from the authorizer, its 404 for no route and 429 from throttling, WAF's 429. Deployed, CloudFront
 * adds them on those behaviours (web-hosting.ts's API response-headers policy) and WAF's 429 carries them
 * (edge-protection.ts); locally the adapter sets them on what it answers itself (api-adapter.ts). No CSP:
 * the API's HTML pages (OAuth popup, link not found) set their own, which must not be replaced.
 */
export const gatewaySecurityHeaders = (): Record<string, string> => ({
  'strict-transport-security': strictTransportSecurity(),
  'x-content-type-options': 'nosniff',
});

/** The headers as an HTTP server writes them (lower-case names), for the local cloud. */
export const spaSecurityHeaders = (origins: SpaPolicyOrigins): Record<string, string> => ({
  'content-security-policy': spaContentSecurityPolicy(origins),
  'strict-transport-security': strictTransportSecurity(),
  'x-content-type-options': 'nosniff',
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
});

/**
 * The local cloud's headers: Cognito is cognito-local under /cognito on the same port, the demo store
 * under /__shopify; both are 'self' when the page is opened at `appUrl`, and listed by origin too.
 */
export const localSpaSecurityHeaders = (
  appUrl: string,
  cognitoEndpoint: string,
  s3Endpoint?: string,
): Record<string, string> =>
  spaSecurityHeaders({
    cognitoOrigin: new URL(cognitoEndpoint).origin,
    extraSelfOrigins: [new URL(appUrl).origin],
    uploadOrigins: s3Endpoint ? [new URL(s3Endpoint).origin] : [],
  });
