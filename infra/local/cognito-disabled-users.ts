/**
 * Issue 35: cognito-local's AdminDisableUser marks a user `Enabled: false`, but its InitiateAuth never
 * reads the flag, so a closed account could still sign in locally, where Cognito answers
 * NotAuthorizedException "User is disabled." (password and refresh-token flows alike). It also lacks
 * AdminUserGlobalSignOut, which revokes every refresh token of the user. This wrapper adds both, as
 * Cognito behaves, so a closing is tested against the same answers it gets deployed.
 */
import { cognitoLib } from './cognito-local-lib';

interface User {
  Username: string;
  Enabled?: boolean;
  RefreshTokens?: string[];
}

/** The parts of cognito-local's UserPoolServiceImpl touched here (its own typings are not exported). */
interface UserPoolService {
  getUserByUsername(ctx: unknown, username: string): Promise<User | null>;
  getUserByRefreshToken(ctx: unknown, token: string): Promise<User | null>;
  saveUser(ctx: unknown, user: User): Promise<void>;
}

type AuthRequest = Record<string, unknown> & {
  UserPoolId?: string;
  ClientId?: string;
  Username?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
};

type TargetHandler = (ctx: unknown, request: AuthRequest) => Promise<unknown>;
type Router = (target: string) => TargetHandler;
interface Cognito {
  getUserPool(ctx: unknown, id: string): Promise<UserPoolService>;
  getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPoolService>;
}

const userOfAuth = async (pool: UserPoolService, ctx: unknown, request: AuthRequest) => {
  const parameters = request.AuthParameters ?? {};
  if (parameters.REFRESH_TOKEN) return pool.getUserByRefreshToken(ctx, parameters.REFRESH_TOKEN);
  return parameters.USERNAME ? pool.getUserByUsername(ctx, parameters.USERNAME) : null;
};

/** cognito-local's router, refusing disabled users' sign-ins and serving AdminUserGlobalSignOut. */
export const honourDisabledUsers =
  (router: Router, cognito: Cognito): Router =>
  (target) => {
    const { CognitoError, UserNotFoundError } = cognitoLib('errors');
    if (target === 'AdminUserGlobalSignOut') {
      return async (ctx, request) => {
        const pool = await cognito.getUserPool(ctx, request.UserPoolId ?? '');
        const user = await pool.getUserByUsername(ctx, request.Username ?? '');
        if (!user) throw new UserNotFoundError();
        await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
        return {};
      };
    }
    const handler = router(target);
    if (target !== 'InitiateAuth' && target !== 'AdminInitiateAuth') return handler;
    return async (ctx, request) => {
      const pool = request.UserPoolId
        ? await cognito.getUserPool(ctx, request.UserPoolId)
        : await cognito.getUserPoolForClientId(ctx, request.ClientId ?? '');
      const user = await userOfAuth(pool, ctx, request);
      if (user?.Enabled === false) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
      return handler(ctx, request);
    };
  };
