/**
 * The one route table. The CDK HTTP API (infra/) and the local API adapter (infra/local/) are both
 * generated from it, so a route cannot exist in one and not the other.
 *
 * Each feature is one Lambda function (one NodejsFunction in AWS); a feature's handler module exports
 * `handler`, which dispatches on the API Gateway `routeKey` ("GET /api/me").
 */
import type { FunctionAccess } from './function-access';
import { pkPrefix } from './function-access';
import { keys } from './shared/data/keys';

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

/**
 * What each feature's function may touch in AWS (least privilege; see functions/function-access.ts).
 * Read from the feature's code: GET-only features read; secret-box's encryptSecret needs kms 'encrypt',
 * decryptSecret 'decrypt'; the Shopify app secret only where @shopify/shopify-api is called (OAuth,
 * Admin API) or its configuration is reported. No feature needs PutEvents: producers write their events
 * to the outbox in the same transaction as their change, and only the outbox publisher puts them on the bus.
 */
export const featureAccess: Record<FeatureName, FunctionAccess> = {
  // A GetItem of a key that never exists proves the table answers.
  health: { table: 'read' },
  me: { table: 'read' },
  // Settings from the function's environment only.
  platform: { table: 'none' },
  // Reports whether Shopify connections can be offered, which needs the whole app configuration.
  'brand-onboarding': { table: 'readWrite', shopifyApp: true },
  // Begins Shopify OAuth (auth.begin signs its state with the app secret); never sees a store token.
  'brand-store': { table: 'readWrite', shopifyApp: true },
  // Completes OAuth and seals the store's access token: encrypt only, it never opens one.
  'shopify-oauth': { table: 'readWrite', secretsKey: 'encrypt', shopifyApp: true },
  // Requests imports (a ProductImportRequested outbox item); ImportProductsFromStore does the import.
  'brand-products': { table: 'readWrite' },
  'brand-dashboard': { table: 'read' },
  'brand-account': { table: 'readWrite' },
  'brand-creators': { table: 'readWrite' },
  'public-creators': { table: 'read' },
  'creator-onboarding': { table: 'readWrite' },
  'creator-profile': { table: 'readWrite' },
  'creator-brands': { table: 'readWrite' },
  marketplace: { table: 'read' },
  'brand-messages': { table: 'read' },
  // Approving writes an ApplicationApproved outbox item in the same transaction.
  applications: { table: 'readWrite' },
  // Builds store product URLs without app credentials.
  'referral-links': { table: 'readWrite' },
  // The hottest public path reads its link and the brand's current store (three attributes, never the
  // sealed token), adds a click to a counter shard, and can do nothing else.
  redirect: {
    table: {
      items: [
        { actions: ['GetItem'], partitionKeyPrefixes: [pkPrefix(keys.link(''))] },
        {
          actions: ['GetItem'],
          partitionKeyPrefixes: [pkPrefix(keys.brand(''))],
          // getBrandStore's ProjectionExpression (functions/shared/data/entities/brand.ts).
          attributes: ['store_connected', 'store_platform', 'shop_domain'],
        },
        { actions: ['UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.clickShard('', 0))] },
      ],
    },
  },
  // Approving writes a DiscountCodeApproved outbox item; the store call is CreateStoreDiscountOnApproval's.
  'discount-codes': { table: 'readWrite' },
  'creator-campaigns': { table: 'read' },
  'creator-dashboard': { table: 'read' },
  'brand-campaigns': { table: 'read' },
};

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
