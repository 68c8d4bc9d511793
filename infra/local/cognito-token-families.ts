/**
 * Issue 35 (sessions): cognito-local's tokens, made to behave as Cognito's do for one signed-in device.
 *
 * In Cognito, every sign-in starts a refresh-token family: its access and ID tokens carry `origin_jti`,
 * the same in every token later refreshed from that refresh token, and RevokeToken (with the app client's
 * token revocation, on by default) ends the family: the refresh token mints nothing more, and Cognito's
 * own APIs refuse the access tokens issued from it ("Access Token has been revoked"). cognito-local 5.3
 * emits no `origin_jti`, and RevokeToken only forgets the refresh token. Here:
 * - the token generator adds `origin_jti` to the access and ID tokens: a sign-in's family is its refresh
 *   token's `jti`; a refresh keeps the family of the refresh token presented;
 * - RevokeToken records the family before cognito-local forgets the refresh token, and the targets that
 *   take an access token (GetUser, ChangePassword, AssociateSoftwareToken, …) refuse one of a revoked
 *   family as Cognito does. The record is kept in the data folder, so a restart keeps it.
 * Amplify's signOut calls RevokeToken only when the access token has `origin_jti`: with it, the SPA's
 * sign-out revokes locally too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cognitoLib, cognitoRequire } from './cognito-local-lib';

type Tokens = { AccessToken: string; IdToken: string; RefreshToken: string };

interface TokenGenerator {
  generate(ctx: unknown, user: unknown, ...rest: unknown[]): Promise<Tokens>;
}

type TargetHandler = (ctx: unknown, request: Record<string, unknown>) => Promise<unknown>;
type Router = (target: string) => TargetHandler;

/** The refresh token of the InitiateAuth call being served, so its new tokens keep its family. */
const presentedRefreshToken = new AsyncLocalStorage<string>();

const claimsOf = (token: string): Record<string, unknown> => {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const jtiOf = (token: string | undefined): string | undefined => {
  const jti = token ? claimsOf(token).jti : undefined;
  return typeof jti === 'string' ? jti : undefined;
};

/** The same token, signed again by cognito-local's key with `origin_jti` among its claims. */
const withOrigin = (token: string, origin: string): string => {
  const jwt = cognitoRequire('jsonwebtoken') as {
    sign: (payload: object, key: string, options: object) => string;
  };
  const { pem } = cognitoLib('keys/cognitoLocal.private.json') as { pem: string };
  // The payload keeps its iat, exp, iss and aud; only the family is added.
  return jwt.sign({ ...claimsOf(token), origin_jti: origin }, pem, {
    algorithm: 'RS256',
    keyid: 'CognitoLocal',
  });
};

/** cognito-local's token generator, with each token's family (`origin_jti`) as Cognito sets it. */
export const withTokenFamilies = (generator: TokenGenerator): TokenGenerator => ({
  generate: async (ctx, user, ...rest) => {
    const tokens = await generator.generate(ctx, user, ...rest);
    const source = rest[3];
    const presented = presentedRefreshToken.getStore();
    const origin = (source === 'RefreshTokens' ? jtiOf(presented) : undefined) ?? jtiOf(tokens.RefreshToken);
    if (!origin) return tokens;
    return {
      ...tokens,
      AccessToken: withOrigin(tokens.AccessToken, origin),
      IdToken: withOrigin(tokens.IdToken, origin),
    };
  },
});

/** The families RevokeToken ended, kept in a file of cognito-local's data folder. */
const revokedFamilies = (dataDir: string) => {
  const file = path.join(dataDir, 'revoked-token-families.json');
  const families = new Set<string>(
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [],
  );
  return {
    has: (family: string) => families.has(family),
    add: (family: string) => {
      families.add(family);
      writeFileSync(file, JSON.stringify([...families]));
    },
  };
};

const REFRESH_FLOWS = new Set(['REFRESH_TOKEN', 'REFRESH_TOKEN_AUTH']);

/**
 * cognito-local's router with Cognito's revocation: refresh calls run with their refresh token in scope
 * (withTokenFamilies reads it), RevokeToken records the family it ends, and an access token of an ended
 * family is refused wherever Cognito takes one.
 */
export const revocableTokenFamilies =
  (router: Router, dataDir: string): Router =>
  (target) => {
    const handler = router(target);
    const revoked = revokedFamilies(dataDir);
    return async (ctx, request) => {
      const refreshToken = (request.AuthParameters as Record<string, string> | undefined)?.REFRESH_TOKEN;
      if (
        (target === 'InitiateAuth' || target === 'AdminInitiateAuth') &&
        REFRESH_FLOWS.has(String(request.AuthFlow)) &&
        refreshToken
      ) {
        // A refresh token of an ended family mints nothing (cognito-local forgot it at RevokeToken too).
        const family = jtiOf(refreshToken);
        if (family && revoked.has(family)) throw notAuthorized('Refresh Token has been revoked');
        return presentedRefreshToken.run(refreshToken, () => handler(ctx, request));
      }
      if (target === 'RevokeToken') {
        const answer = await handler(ctx, request);
        const family = jtiOf(String(request.Token ?? ''));
        if (family) revoked.add(family);
        return answer;
      }
      const accessToken = typeof request.AccessToken === 'string' ? request.AccessToken : undefined;
      const family = accessToken ? claimsOf(accessToken).origin_jti : undefined;
      if (typeof family === 'string' && revoked.has(family))
        throw notAuthorized('Access Token has been revoked');
      return handler(ctx, request);
    };
  };

const notAuthorized = (message: string): Error => {
  const { CognitoError } = cognitoLib('errors') as {
    CognitoError: new (code: string, message: string) => Error;
  };
  return new CognitoError('NotAuthorizedException', message);
};
