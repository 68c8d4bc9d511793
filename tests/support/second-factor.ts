/**
 * Issue 35: turning TOTP on for a test user as the app does — Cognito's AssociateSoftwareToken,
 * VerifySoftwareToken with a code computed here, SetUserMFAPreference — then the API's finish step,
 * which answers the ten recovery codes. Sign-ins then meet the SOFTWARE_TOKEN_MFA challenge.
 */

import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { registerSignIn, scriptDeviceId } from '../../infra/local/register-sign-in';
import { totpCode } from '../../infra/local/totp';
import { api, cognitoClient, outputs, type TestUser } from './cloud';

/** The Cognito side of the set-up: the secret, verified and preferred. */
export const turnOnTotpInCognito = async (token: string): Promise<string> => {
  const associated = await cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
  const secret = associated.SecretCode ?? '';
  await cognitoClient().send(
    new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: totpCode(secret) }),
  );
  await cognitoClient().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: token,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return secret;
};

/** The whole set-up: the secret (for codes) and the recovery codes the API issued. */
export const enrolTotp = async (token: string): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const secret = await turnOnTotpInCognito(token);
  const finished = await api('/me/security/totp', { method: 'POST', token });
  if (finished.status !== 201) throw new Error(`finishing the TOTP set-up answered ${finished.status}`);
  return { secret, recoveryCodes: finished.body.recovery_codes };
};

/** A sign-in through the SPA's client: the password, then (when challenged) a current code. */
export const signInWithTotp = async (
  user: TestUser,
  secret: string | undefined,
): Promise<{ challenged: boolean; token: string }> => {
  const first = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: outputs().UserPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  // Issue 35: registered as the app registers a sign-in (the API refuses one it does not know).
  const registered = async (token: string) => {
    if (token) await registerSignIn(outputs().ApiUrl, token, scriptDeviceId(user.email));
    return token;
  };
  if (!first.ChallengeName)
    return { challenged: false, token: await registered(first.AuthenticationResult?.AccessToken ?? '') };
  if (!secret) throw new Error(`challenged (${first.ChallengeName}) without a secret to answer with`);
  const answered = await cognitoClient().send(
    new RespondToAuthChallengeCommand({
      ClientId: outputs().UserPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: first.Session,
      ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
    }),
  );
  return { challenged: true, token: await registered(answered.AuthenticationResult?.AccessToken ?? '') };
};

const secondFactorOf = new Map<string, Promise<string>>();

/**
 * Issue 35: owners, admins and finance members pay, change payment details and create API keys only with
 * two-factor sign-in on. Tests of those actions turn it on for their user once (per token); the token they
 * hold stays valid, so their calls go on as before.
 */
export const ensureSecondFactor = (token: string): Promise<string> => {
  let secret = secondFactorOf.get(token);
  if (!secret) {
    secret = turnOnTotpInCognito(token);
    secondFactorOf.set(token, secret);
  }
  return secret;
};
