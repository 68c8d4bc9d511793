/**
 * The user pool calls of two-factor sign-in (issue 35), as JSON calls (shared/aws/json-call.ts) rather
 * than the SDK's Cognito client (its import alone is a cold start's worth of milliseconds). IAM-authorised
 * Admin* calls on the pool (FunctionAccess userPool 'secondFactor'), through the API's own app client:
 * the SPA's client allows SRP only, and these checks happen server-side.
 */
import { callAwsJson } from '../../shared/aws/json-call';
import { env } from '../../shared/config';
import { log } from '../../shared/log';

const setting = (name: 'USER_POOL_ID' | 'COGNITO_SERVER_CLIENT_ID'): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
};

const cognito = async (operation: string, input: object): Promise<Record<string, unknown>> =>
  (
    await callAwsJson({
      service: 'cognito-idp',
      region: env.region,
      endpoint: env.cognitoEndpoint,
      target: `AWSCognitoIdentityProviderService.${operation}`,
      jsonVersion: '1.1',
      body: JSON.stringify(input),
    })
  ).body;

/** The name of a Cognito refusal (NotAuthorizedException, CodeMismatchException, ...), else undefined. */
export const cognitoErrorName = (error: unknown): string | undefined => {
  const name = (error as { name?: string; $fault?: string })?.name;
  return (error as { $fault?: string })?.$fault === 'client' ? name : undefined;
};

/** Whether the user signs in with a TOTP code: Cognito's own record, the one that decides sign-ins. */
export const totpOnInCognito = async (userId: string): Promise<boolean> => {
  const user = await cognito('AdminGetUser', { UserPoolId: setting('USER_POOL_ID'), Username: userId });
  const methods = Array.isArray(user.UserMFASettingList) ? user.UserMFASettingList : [];
  return methods.includes('SOFTWARE_TOKEN_MFA');
};

export const turnTotpOffInCognito = async (userId: string): Promise<void> => {
  await cognito('AdminSetUserMFAPreference', {
    UserPoolId: setting('USER_POOL_ID'),
    Username: userId,
    SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
  });
};

/** How a password check came out: wrong, right and TOTP asked for (with the challenge), right and no TOTP. */
export type PasswordCheck =
  | { outcome: 'wrong' }
  | { outcome: 'totp'; session: string; username: string; userId: string }
  | { outcome: 'noTotp'; userId: string };

const subOf = (token: unknown): string | undefined => {
  if (typeof token !== 'string') return undefined;
  const payload = token.split('.')[1] ?? '';
  const sub = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub;
  return typeof sub === 'string' ? sub : undefined;
};

/**
 * A check is not a session: the tokens it was issued never leave this function, and their refresh token is
 * revoked at once. Best effort: a failed revocation leaves tokens nobody holds, so it must not fail the check.
 */
const revoke = async (refreshToken: unknown): Promise<void> => {
  if (typeof refreshToken !== 'string') return;
  try {
    await cognito('RevokeToken', { Token: refreshToken, ClientId: setting('COGNITO_SERVER_CLIENT_ID') });
  } catch (error) {
    log.warn('could not revoke the tokens of a password check', { error });
  }
};

/**
 * Checks a password (username: an e-mail or the user's id) with Cognito. Cognito answers a user with TOTP
 * on with its SOFTWARE_TOKEN_MFA challenge, which proves the password without signing in.
 */
export const checkPassword = async (username: string, password: string): Promise<PasswordCheck> => {
  let answer: Record<string, unknown>;
  try {
    answer = await cognito('AdminInitiateAuth', {
      UserPoolId: setting('USER_POOL_ID'),
      ClientId: setting('COGNITO_SERVER_CLIENT_ID'),
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
  } catch (error) {
    const name = cognitoErrorName(error);
    // Cognito's answers for an unknown user, a wrong password (and cognito-local's own name for it), an
    // unconfirmed or disabled user: all read as "wrong", never saying which.
    if (
      name === 'NotAuthorizedException' ||
      name === 'UserNotFoundException' ||
      name === 'InvalidPasswordException' ||
      name === 'UserNotConfirmedException' ||
      name === 'PasswordResetRequiredException'
    )
      return { outcome: 'wrong' };
    throw error;
  }
  const result = answer.AuthenticationResult as Record<string, unknown> | undefined;
  if (result) {
    await revoke(result.RefreshToken);
    const userId = subOf(result.AccessToken);
    if (!userId) throw new Error('Cognito signed in without an access token');
    return { outcome: 'noTotp', userId };
  }
  const parameters = (answer.ChallengeParameters ?? {}) as Record<string, string>;
  if (answer.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || typeof answer.Session !== 'string')
    throw new Error(`Unexpected Cognito challenge ${String(answer.ChallengeName)}`);
  const challenged = parameters.USER_ID_FOR_SRP ?? username;
  return { outcome: 'totp', session: answer.Session, username: challenged, userId: challenged };
};

/** Answers a password check's challenge with a TOTP code: true when Cognito takes it (the tokens are revoked). */
export const checkTotpCode = async (
  check: Extract<PasswordCheck, { outcome: 'totp' }>,
  code: string,
): Promise<boolean> => {
  try {
    const answer = await cognito('AdminRespondToAuthChallenge', {
      UserPoolId: setting('USER_POOL_ID'),
      ClientId: setting('COGNITO_SERVER_CLIENT_ID'),
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: check.session,
      ChallengeResponses: { USERNAME: check.username, SOFTWARE_TOKEN_MFA_CODE: code },
    });
    await revoke((answer.AuthenticationResult as Record<string, unknown> | undefined)?.RefreshToken);
    return true;
  } catch (error) {
    const name = cognitoErrorName(error);
    if (
      name === 'CodeMismatchException' ||
      name === 'ExpiredCodeException' ||
      name === 'NotAuthorizedException'
    )
      return false;
    throw error;
  }
};
