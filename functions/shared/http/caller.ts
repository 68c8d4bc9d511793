import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { BrandRole } from '../../../contracts/brand-roles';
import { operatorGroup } from '../../../contracts/constants';

export type Role = 'brand' | 'creator';
export const roles: readonly Role[] = ['brand', 'creator'];

/** Who is calling, taken only from the verified token's claims (never from the request body). */
export interface Caller {
  userId: string;
  /**
   * From the `cognito:groups` claim: the first of `roles` the user is in, whatever else they are in
   * (issue 36: an operator is also in `operator`, which is never a role); undefined when in neither.
   */
  role: Role | undefined;
  groups: string[];
  /**
   * Issue 35 (creator managers): set when a manager works for a creator on a creator route (`x-creator-id`,
   * checked against the grant on this request). `userId` is then the creator's, so the route works on the
   * creator's workspace; this is the person actually calling, for the creator's activity log.
   */
  manager?: { userId: string; name: string; email: string };
  /**
   * Issue 36: set when an operator views the marketplace as this brand or creator (`x-view-as`, GET only,
   * http/operator-gate.ts): the route runs as them, read only; this is the operator looking.
   */
  viewer?: { operatorId: string };
}

/** Issue 36: a member of the operator group (the /ops console), from the verified token's groups. */
export const isOperator = (caller: Pick<Caller, 'groups'>): boolean => caller.groups.includes(operatorGroup);

/**
 * Issue 35: the caller of a brand route, with the brand in use and their role in it, as the API handler
 * checked them against the caller's membership on this request.
 */
export interface BrandCaller extends Caller {
  brandId: string;
  brandRole: BrandRole;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's JWT authorizer flattens array claims into a string: `cognito:groups` arrives as
 * "[brand]" or "[brand creator]". Accept that form and a real array (other integrations).
 */
export const parseGroups = (value: Claims[string]): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
};

export const callerFromEvent = (
  event: Partial<APIGatewayProxyEventV2WithJWTAuthorizer>,
): Caller | undefined => {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
  // Only access tokens are accepted: the authorizer checks audience/client, this checks the token kind.
  if (!claims || typeof claims.sub !== 'string' || claims.token_use !== 'access') return undefined;
  const groups = parseGroups(claims['cognito:groups']);
  const role = roles.find((candidate) => groups.includes(candidate));
  return { userId: claims.sub, role, groups };
};

/**
 * Issue 22: who calls an /api/v1 route — a brand's API key, as the key authorizer found it (its context,
 * `requestContext.authorizer.lambda`), never read from the request itself.
 */
export interface KeyCaller {
  brandId: string;
  keyId: string;
  scopes: string[];
  /** The authorizer's verdict on a known key it let through only to be answered with a clear error. */
  refusal?:
    | { code: 'too_many_requests'; retryAfter: number; limit: 'key' | 'brand' }
    | { code: 'insufficient_scope' };
}

/** The key authorizer's context as the handler receives it (API Gateway passes it through as strings). */
export interface KeyAuthorizerContext {
  brandId: string;
  keyId: string;
  /** Space-separated: an authorizer's context holds only strings, numbers and booleans. */
  scopes: string;
  /** Set when the key is over its rate or lacks the route's scope (see api-key-authorizer.ts). */
  refusal?: 'too_many_requests' | 'insufficient_scope';
  /** Seconds, with refusal 'too_many_requests'. */
  retryAfter?: number;
  /** With refusal 'too_many_requests': the key's own rate or its brand's (all its keys together). */
  rateLimit?: 'key' | 'brand';
}

export const keyCallerFromEvent = (event: { requestContext?: unknown }): KeyCaller | undefined => {
  const context = (event.requestContext as { authorizer?: { lambda?: Partial<KeyAuthorizerContext> } })
    ?.authorizer?.lambda;
  if (!context || typeof context.brandId !== 'string' || typeof context.keyId !== 'string') return undefined;
  const scopes = typeof context.scopes === 'string' ? context.scopes.split(' ').filter(Boolean) : [];
  const caller: KeyCaller = { brandId: context.brandId, keyId: context.keyId, scopes };
  if (context.refusal === 'too_many_requests')
    caller.refusal = {
      code: 'too_many_requests',
      retryAfter: Math.max(1, Number(context.retryAfter) || 1),
      limit: context.rateLimit === 'brand' ? 'brand' : 'key',
    };
  else if (context.refusal === 'insufficient_scope') caller.refusal = { code: 'insufficient_scope' };
  return caller;
};
