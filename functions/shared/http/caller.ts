import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

export type Role = 'brand' | 'creator';
export const roles: readonly Role[] = ['brand', 'creator'];

/** Who is calling, taken only from the verified token's claims (never from the request body). */
export interface Caller {
  userId: string;
  /** From the `cognito:groups` claim; undefined when the user is in neither group. */
  role: Role | undefined;
  groups: string[];
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
