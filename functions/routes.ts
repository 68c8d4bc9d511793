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
} as const;

export type FeatureName = keyof typeof features;

export const routes: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/health', feature: 'health', auth: 'public' },
  { method: 'GET', path: '/api/me', feature: 'me', auth: 'any' },
  { method: 'GET', path: '/api/platform', feature: 'platform', auth: 'public' },
];

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

const byKey = new Map(routes.map((route) => [routeKey(route), route]));

export const findRoute = (key: string): RouteDefinition | undefined => byKey.get(key);
