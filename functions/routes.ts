/**
 * The one route table. The CDK HTTP API (infra/) and the local API adapter (infra/local/) are both
 * generated from it, so a route cannot exist in one and not the other.
 *
 * Each feature is one Lambda function (one NodejsFunction in AWS); a feature's handler module exports
 * `handler`, which dispatches on the API Gateway `routeKey` ("GET /api/me").
 */
export type RouteAuth = 'public' | 'brand' | 'creator' | 'any';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax, parameters in braces: /api/products/{productId} */
  path: string;
  feature: FeatureName;
  /** Who may call it; checked server-side from the verified token's `cognito:groups`. */
  auth: RouteAuth;
}

/** Feature name -> handler module, relative to the repository root. */
export const features = {
  health: 'functions/health/handler.ts',
  me: 'functions/me/handler.ts',
  platform: 'functions/platform/handler.ts',
  'brand-onboarding': 'functions/brand-onboarding/handler.ts',
  'brand-store': 'functions/brand-store/handler.ts',
  'shopify-oauth': 'functions/shopify-oauth/handler.ts',
  'brand-products': 'functions/brand-products/handler.ts',
  'brand-dashboard': 'functions/brand-dashboard/handler.ts',
  'brand-account': 'functions/brand-account/handler.ts',
  'brand-creators': 'functions/brand-creators/handler.ts',
  'public-creators': 'functions/public-creators/handler.ts',
  'creator-onboarding': 'functions/creator-onboarding/handler.ts',
  'creator-profile': 'functions/creator-profile/handler.ts',
  'creator-brands': 'functions/creator-brands/handler.ts',
  marketplace: 'functions/marketplace/handler.ts',
  'brand-messages': 'functions/brand-messages/handler.ts',
  applications: 'functions/applications/handler.ts',
  'referral-links': 'functions/referral-links/handler.ts',
  redirect: 'functions/redirect/handler.ts',
  'discount-codes': 'functions/discount-codes/handler.ts',
  'creator-campaigns': 'functions/creator-campaigns/handler.ts',
  'creator-dashboard': 'functions/creator-dashboard/handler.ts',
  'brand-campaigns': 'functions/brand-campaigns/handler.ts',
} as const;

export type FeatureName = keyof typeof features;

export const routes: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/health', feature: 'health', auth: 'public' },
  { method: 'GET', path: '/api/me', feature: 'me', auth: 'any' },
  { method: 'GET', path: '/api/platform', feature: 'platform', auth: 'public' },

  // Brand workspace (spec 2.4); every route resolves the caller's own brand from the token.
  { method: 'GET', path: '/api/brand/onboarding', feature: 'brand-onboarding', auth: 'brand' },
  { method: 'POST', path: '/api/brand/onboarding/complete', feature: 'brand-onboarding', auth: 'brand' },
  { method: 'POST', path: '/api/brand/store/shopify', feature: 'brand-store', auth: 'brand' },
  { method: 'POST', path: '/api/brand/store', feature: 'brand-store', auth: 'brand' },
  { method: 'DELETE', path: '/api/brand/store', feature: 'brand-store', auth: 'brand' },
  { method: 'GET', path: '/api/brand/products', feature: 'brand-products', auth: 'brand' },
  { method: 'POST', path: '/api/brand/products/import', feature: 'brand-products', auth: 'brand' },
  { method: 'GET', path: '/api/brand/products/import/{jobId}', feature: 'brand-products', auth: 'brand' },
  { method: 'PUT', path: '/api/brand/products/commission', feature: 'brand-products', auth: 'brand' },
  { method: 'PATCH', path: '/api/brand/products/{productId}', feature: 'brand-products', auth: 'brand' },
  {
    method: 'PATCH',
    path: '/api/brand/products/{productId}/settings',
    feature: 'brand-products',
    auth: 'brand',
  },
  { method: 'DELETE', path: '/api/brand/products/{productId}', feature: 'brand-products', auth: 'brand' },
  { method: 'GET', path: '/api/brand/products/{productId}/links', feature: 'brand-products', auth: 'brand' },
  { method: 'GET', path: '/api/brand/dashboard', feature: 'brand-dashboard', auth: 'brand' },
  { method: 'GET', path: '/api/brand/account', feature: 'brand-account', auth: 'brand' },
  { method: 'PUT', path: '/api/brand/account', feature: 'brand-account', auth: 'brand' },
  { method: 'GET', path: '/api/brand/creators', feature: 'brand-creators', auth: 'brand' },
  {
    method: 'PUT',
    path: '/api/brand/creators/{creatorId}/relationship',
    feature: 'brand-creators',
    auth: 'brand',
  },
  { method: 'PUT', path: '/api/brand/creators/{creatorId}/notes', feature: 'brand-creators', auth: 'brand' },

  // Public creator profile (opened from the brand's creators directory).
  { method: 'GET', path: '/api/creators/{username}', feature: 'public-creators', auth: 'public' },

  // Creator workspace (spec 2.5); every route resolves the caller's own creator record from the token.
  { method: 'GET', path: '/api/creator/onboarding', feature: 'creator-onboarding', auth: 'creator' },
  { method: 'PUT', path: '/api/creator/onboarding/profile', feature: 'creator-onboarding', auth: 'creator' },
  {
    method: 'POST',
    path: '/api/creator/onboarding/complete',
    feature: 'creator-onboarding',
    auth: 'creator',
  },
  { method: 'GET', path: '/api/creator/profile', feature: 'creator-profile', auth: 'creator' },
  { method: 'PUT', path: '/api/creator/profile', feature: 'creator-profile', auth: 'creator' },
  { method: 'GET', path: '/api/creator/brands', feature: 'creator-brands', auth: 'creator' },
  { method: 'GET', path: '/api/creator/brands/{brandId}', feature: 'creator-brands', auth: 'creator' },
  {
    method: 'POST',
    path: '/api/creator/brands/{brandId}/messages',
    feature: 'creator-brands',
    auth: 'creator',
  },
  {
    method: 'POST',
    path: '/api/creator/brands/{brandId}/products/{productId}/sample-requests',
    feature: 'creator-brands',
    auth: 'creator',
  },
  { method: 'POST', path: '/api/creator/applications', feature: 'applications', auth: 'creator' },
  { method: 'POST', path: '/api/creator/links', feature: 'referral-links', auth: 'creator' },
  { method: 'POST', path: '/api/creator/discount-codes', feature: 'discount-codes', auth: 'creator' },
  { method: 'GET', path: '/api/creator/campaigns', feature: 'creator-campaigns', auth: 'creator' },
  { method: 'GET', path: '/api/creator/dashboard', feature: 'creator-dashboard', auth: 'creator' },

  // The brand's side of partnerships.
  { method: 'GET', path: '/api/brand/campaigns', feature: 'brand-campaigns', auth: 'brand' },
  {
    method: 'POST',
    path: '/api/brand/applications/{applicationId}/approve',
    feature: 'applications',
    auth: 'brand',
  },
  {
    method: 'POST',
    path: '/api/brand/applications/{applicationId}/deny',
    feature: 'applications',
    auth: 'brand',
  },
  {
    method: 'POST',
    path: '/api/brand/discount-codes/{creatorId}/approve',
    feature: 'discount-codes',
    auth: 'brand',
  },
  {
    method: 'POST',
    path: '/api/brand/discount-codes/{creatorId}/deny',
    feature: 'discount-codes',
    auth: 'brand',
  },
  { method: 'GET', path: '/api/brand/messages', feature: 'brand-messages', auth: 'brand' },

  // Public: Explore's Products tab and the tracked redirect.
  { method: 'GET', path: '/api/marketplace/products', feature: 'marketplace', auth: 'public' },
  { method: 'GET', path: '/r/{code}', feature: 'redirect', auth: 'public' },

  // Shopify OAuth: opened in the connection popup and called back by Shopify, so public; verified inside.
  { method: 'GET', path: '/api/shopify/install', feature: 'shopify-oauth', auth: 'public' },
  { method: 'GET', path: '/api/shopify/callback', feature: 'shopify-oauth', auth: 'public' },
];

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

const byKey = new Map(routes.map((route) => [routeKey(route), route]));

export const findRoute = (key: string): RouteDefinition | undefined => byKey.get(key);
