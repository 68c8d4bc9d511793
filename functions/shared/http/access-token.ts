/**
 * A Cognito access token checked by the function itself, as the HTTP API's JWT authorizer and
 * `callerFromEvent` check it together: the signature against the user pool's JWKS (RS256), the issuer,
 * the expiry, `token_use: access` and `client_id` = the SPA's app client; the role from `cognito:groups`.
 * For the functions behind CloudFront that no API Gateway authorizer guards (the export function, whose
 * function URL's IAM auth only proves the caller is our distribution).
 *
 * COGNITO_ISSUER (https://cognito-idp.{region}.amazonaws.com/{poolId}; locally cognito-local's) and
 * COGNITO_CLIENT_ID are read when used: the local cloud sets them after modules load.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { type Caller, parseGroups, roles } from './caller';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const keySetOf = (issuer: string) => {
  let keys = keySets.get(issuer);
  if (!keys) {
    // The pool's keys, cached for the life of the container (jose refetches on an unknown key id).
    keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000 });
    keySets.set(issuer, keys);
  }
  return keys;
};

const setting = (name: 'COGNITO_ISSUER' | 'COGNITO_CLIENT_ID'): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
};

/** The caller of a valid access token of our app client; undefined for anything else (absent, forged, expired). */
export const verifyAccessToken = async (token: string | undefined): Promise<Caller | undefined> => {
  if (!token) return undefined;
  const issuer = setting('COGNITO_ISSUER');
  const clientId = setting('COGNITO_CLIENT_ID');
  try {
    const { payload } = await jwtVerify(token, keySetOf(issuer), { issuer, algorithms: ['RS256'] });
    if (payload.token_use !== 'access' || payload.client_id !== clientId) return undefined;
    if (typeof payload.sub !== 'string') return undefined;
    const groups = parseGroups(payload['cognito:groups'] as string[] | string | undefined);
    return { userId: payload.sub, role: roles.find((role) => groups.includes(role)), groups };
  } catch {
    return undefined;
  }
};
