/**
 * Two-factor sign-in (TOTP) on cognito-local as Cognito does it. cognito-local ships AssociateSoftwareToken,
 * VerifySoftwareToken, SetUserMFAPreference and the SOFTWARE_TOKEN_MFA challenge, but differs from Cognito
 * where it matters for a second factor; each difference is closed here, around its router:
 *
 * - Its RespondToAuthChallenge accepts any `Session` string: a TOTP code alone, with no password, signed a
 *   user in. Cognito binds the session to the challenge it issued (for the user and the app client, valid
 *   3 minutes) and refuses any other with NotAuthorizedException "Invalid session for the user.". Here each
 *   MFA challenge's session is recorded when issued and checked when answered; a wrong code leaves it
 *   usable for another try (up to 5), success uses it up.
 * - Its tokens from an answered challenge carried a refresh token it never stored, so a session signed in
 *   with a code could not refresh. Stored here, as its password sign-in does.
 * - Its AdminInitiateAuth (ADMIN_USER_PASSWORD_AUTH) issued tokens without the user's MFA challenge, and it
 *   has no AdminRespondToAuthChallenge nor AdminSetUserMFAPreference: the server's checks (a password with
 *   a recovery code; turning TOTP off with a current code) use those three. Added here.
 */
import { cognitoLib } from './cognito-local-lib';

interface CognitoUser {
  Username: string;
  Password?: string;
  UserStatus?: string;
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
  SoftwareTokenMfaConfiguration?: { Secret: string; Verified: boolean; FriendlyDeviceName?: string };
}

interface UserPool {
  options: { Id: string; MfaConfiguration?: string };
  getUserByUsername(ctx: unknown, username: string): Promise<CognitoUser | null>;
  saveUser(ctx: unknown, user: CognitoUser): Promise<void>;
  storeRefreshToken(ctx: unknown, token: string, user: CognitoUser): Promise<void>;
}

interface CognitoService {
  getUserPool(ctx: unknown, id: string): Promise<UserPool>;
  getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
  getAppClient(ctx: unknown, clientId: string): Promise<{ UserPoolId: string } | null>;
}

type Request = Record<string, unknown> & {
  ClientId?: string;
  UserPoolId?: string;
  Username?: string;
  Session?: string;
  ChallengeName?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ChallengeResponses?: Record<string, string>;
  SoftwareTokenMfaSettings?: { Enabled?: boolean; PreferredMfa?: boolean };
  SMSMfaSettings?: { Enabled?: boolean; PreferredMfa?: boolean };
};
type Response = Record<string, unknown> & {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: { RefreshToken?: string };
};
type TargetHandler = (ctx: unknown, request: Request) => Promise<Response>;
type Router = (target: string) => TargetHandler;

/** Cognito's default AuthSessionValidity for an app client. */
const SESSION_VALIDITY_MS = 3 * 60_000;
/** Wrong codes one session may take before it is refused as a whole. */
const MAX_WRONG_CODES = 5;
const MFA_CHALLENGES = new Set(['SOFTWARE_TOKEN_MFA', 'SMS_MFA', 'SELECT_MFA_TYPE']);

interface IssuedChallenge {
  /** cognito-local's user name (the sub), whatever alias the sign-in used. */
  username: string;
  clientId: string;
  expiresAt: number;
  wrongCodes: number;
}

const errors = () => cognitoLib('errors');
const invalidSession = () => new (errors().NotAuthorizedError)('Invalid session for the user.');

export const withCognitoMfa = (router: Router, cognito: CognitoService, now = () => Date.now()): Router => {
  const challenges = new Map<string, IssuedChallenge>();

  const record = (response: Response, clientId: string | undefined): Response => {
    const username = response.ChallengeParameters?.USER_ID_FOR_SRP;
    if (response.Session && response.ChallengeName && MFA_CHALLENGES.has(response.ChallengeName) && username)
      challenges.set(response.Session, {
        username,
        clientId: clientId ?? '',
        expiresAt: now() + SESSION_VALIDITY_MS,
        wrongCodes: 0,
      });
    for (const [session, issued] of challenges) if (issued.expiresAt < now()) challenges.delete(session);
    return response;
  };

  /** Answers an MFA challenge only with the session issued for it, to that user, through that client. */
  const answer =
    (respond: TargetHandler): TargetHandler =>
    async (ctx, request) => {
      if (!request.ChallengeName || !MFA_CHALLENGES.has(request.ChallengeName)) return respond(ctx, request);
      const issued = request.Session ? challenges.get(request.Session) : undefined;
      const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId ?? '');
      const user = await pool.getUserByUsername(ctx, request.ChallengeResponses?.USERNAME ?? '');
      if (
        !issued ||
        !request.Session ||
        issued.expiresAt < now() ||
        issued.clientId !== request.ClientId ||
        user?.Username !== issued.username
      )
        throw invalidSession();
      let response: Response;
      try {
        response = await respond(ctx, request);
      } catch (error) {
        if (
          (error as { code?: string }).code === 'CodeMismatchException' &&
          ++issued.wrongCodes >= MAX_WRONG_CODES
        )
          challenges.delete(request.Session);
        throw error;
      }
      if (response.ChallengeName) return record(response, request.ClientId);
      challenges.delete(request.Session);
      const refreshToken = response.AuthenticationResult?.RefreshToken;
      if (refreshToken && user) await pool.storeRefreshToken(ctx, refreshToken, user);
      return response;
    };

  const respondToAuthChallenge: TargetHandler = answer(router('RespondToAuthChallenge'));

  /** The app client must belong to the pool named in an Admin* request, as Cognito checks. */
  const poolOfAdminRequest = async (ctx: unknown, request: Request): Promise<UserPool> => {
    const client = await cognito.getAppClient(ctx, request.ClientId ?? '');
    if (!client || client.UserPoolId !== request.UserPoolId)
      throw new (errors().ResourceNotFoundError)('User pool client does not exist.');
    return cognito.getUserPool(ctx, request.UserPoolId);
  };

  const adminInitiateAuth =
    (initiate: TargetHandler): TargetHandler =>
    async (ctx, request) => {
      if (request.AuthFlow !== 'ADMIN_USER_PASSWORD_AUTH' && request.AuthFlow !== 'ADMIN_NO_SRP_AUTH')
        return initiate(ctx, request);
      const pool = await poolOfAdminRequest(ctx, request);
      const user = await pool.getUserByUsername(ctx, request.AuthParameters?.USERNAME ?? '');
      const mfaOn =
        pool.options.MfaConfiguration !== 'OFF' &&
        (user?.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') &&
        user?.SoftwareTokenMfaConfiguration?.Verified;
      // Wrong passwords, unconfirmed users and users without MFA: cognito-local's own answer.
      if (
        !user ||
        !mfaOn ||
        user.Password !== request.AuthParameters?.PASSWORD ||
        user.UserStatus !== 'CONFIRMED'
      )
        return initiate(ctx, request);
      return record(
        {
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          ChallengeParameters: { USER_ID_FOR_SRP: user.Username },
          Session: crypto.randomUUID(),
        },
        request.ClientId,
      );
    };

  const adminRespondToAuthChallenge: TargetHandler = async (ctx, request) => {
    await poolOfAdminRequest(ctx, request);
    return respondToAuthChallenge(ctx, request);
  };

  const adminSetUserMfaPreference: TargetHandler = async (ctx, request) => {
    const pool = await cognito.getUserPool(ctx, request.UserPoolId ?? '');
    const user = await pool.getUserByUsername(ctx, request.Username ?? '');
    if (!user) throw new (errors().UserNotFoundError)('User does not exist.');
    const software = request.SoftwareTokenMfaSettings;
    if (software?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified)
      throw new (errors().InvalidParameterError)('User has not verified software token mfa');
    const methods = new Set(user.UserMFASettingList ?? []);
    if (software) {
      if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
      else methods.delete('SOFTWARE_TOKEN_MFA');
    }
    if (request.SMSMfaSettings?.Enabled === false) methods.delete('SMS_MFA');
    const preferred =
      software?.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : undefined;
    await pool.saveUser(ctx, {
      ...user,
      UserMFASettingList: [...methods],
      PreferredMfaSetting: methods.has(user.PreferredMfaSetting ?? '') ? user.PreferredMfaSetting : preferred,
    });
    return {};
  };

  const initiateAuth = router('InitiateAuth');

  return (target) => {
    switch (target) {
      case 'InitiateAuth':
        return async (ctx, request) => record(await initiateAuth(ctx, request), request.ClientId);
      case 'RespondToAuthChallenge':
        return respondToAuthChallenge;
      case 'AdminInitiateAuth':
        return adminInitiateAuth(router('AdminInitiateAuth'));
      case 'AdminRespondToAuthChallenge':
        return adminRespondToAuthChallenge;
      case 'AdminSetUserMFAPreference':
        return adminSetUserMfaPreference;
      default:
        return router(target);
    }
  };
};
