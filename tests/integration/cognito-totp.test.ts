/**
 * Issue 35: TOTP sign-in through the user pool as Cognito runs it — AssociateSoftwareToken →
 * VerifySoftwareToken → SetUserMFAPreference, then a sign-in meets the SOFTWARE_TOKEN_MFA challenge and
 * RespondToAuthChallenge with a code (computed here, RFC 6238) returns tokens. The local cloud's wrapper
 * (infra/local/cognito-mfa.ts) makes cognito-local hold the challenge's session as Cognito does.
 */
import {
  AdminInitiateAuthCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_CLIENT_NAME } from '../../infra/local/cognito';
import { totpCode, wrongTotpCode } from '../../infra/local/totp';
import { cognitoClient, outputs, signedUpUser, type TestUser } from '../support/cloud';

const errorName = async (promise: Promise<unknown>): Promise<string | undefined> =>
  promise.then(
    () => undefined,
    (error: { name?: string }) => error.name,
  );

const passwordStep = (user: TestUser) =>
  cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: outputs().UserPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );

const codeStep = (user: TestUser, session: string | undefined, code: string) =>
  cognitoClient().send(
    new RespondToAuthChallengeCommand({
      ClientId: outputs().UserPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

describe('TOTP through the user pool', () => {
  let user: TestUser;
  let secret: string;

  beforeAll(async () => {
    const signedUp = await signedUpUser('creator');
    user = signedUp.user;
    const associated = await cognitoClient().send(
      new AssociateSoftwareTokenCommand({ AccessToken: signedUp.token }),
    );
    secret = associated.SecretCode ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // A wrong code does not verify the token.
    expect(
      await errorName(
        cognitoClient().send(
          new VerifySoftwareTokenCommand({ AccessToken: signedUp.token, UserCode: wrongTotpCode(secret) }),
        ),
      ),
    ).toBe('CodeMismatchException');
    const verified = await cognitoClient().send(
      new VerifySoftwareTokenCommand({ AccessToken: signedUp.token, UserCode: totpCode(secret) }),
    );
    expect(verified.Status).toBe('SUCCESS');
    await cognitoClient().send(
      new SetUserMFAPreferenceCommand({
        AccessToken: signedUp.token,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  });

  it('a sign-in meets the SOFTWARE_TOKEN_MFA challenge; the current code returns tokens', async () => {
    const challenge = await passwordStep(user);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const signedIn = await codeStep(user, challenge.Session, totpCode(secret));
    expect(signedIn.AuthenticationResult?.AccessToken).toBeTruthy();
    // The refresh token of a code sign-in refreshes (cognito-local did not store it).
    const refreshed = await cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: outputs().UserPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: signedIn.AuthenticationResult?.RefreshToken ?? '' },
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('a wrong code is refused, and the same session then takes the right one', async () => {
    const challenge = await passwordStep(user);
    expect(await errorName(codeStep(user, challenge.Session, wrongTotpCode(secret)))).toBe(
      'CodeMismatchException',
    );
    const signedIn = await codeStep(user, challenge.Session, totpCode(secret));
    expect(signedIn.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('a code without the password step, or with a used session, is refused', async () => {
    expect(await errorName(codeStep(user, 'made-up-session', totpCode(secret)))).toBe(
      'NotAuthorizedException',
    );
    const challenge = await passwordStep(user);
    await codeStep(user, challenge.Session, totpCode(secret));
    expect(await errorName(codeStep(user, challenge.Session, totpCode(secret)))).toBe(
      'NotAuthorizedException',
    );
  });

  it("another user's session does not answer this user's challenge", async () => {
    const other = await signedUpUser('creator');
    const associated = await cognitoClient().send(
      new AssociateSoftwareTokenCommand({ AccessToken: other.token }),
    );
    const otherSecret = associated.SecretCode ?? '';
    await cognitoClient().send(
      new VerifySoftwareTokenCommand({ AccessToken: other.token, UserCode: totpCode(otherSecret) }),
    );
    await cognitoClient().send(
      new SetUserMFAPreferenceCommand({
        AccessToken: other.token,
        SoftwareTokenMfaSettings: { Enabled: true },
      }),
    );
    const otherChallenge = await passwordStep(other.user);
    expect(await errorName(codeStep(user, otherChallenge.Session, totpCode(secret)))).toBe(
      'NotAuthorizedException',
    );
  });

  it("the API's own client meets the challenge too (ADMIN_USER_PASSWORD_AUTH)", async () => {
    const clients = await cognitoClient().send(
      new ListUserPoolClientsCommand({ UserPoolId: outputs().UserPoolId, MaxResults: 60 }),
    );
    const serverClientId = clients.UserPoolClients?.find(
      (c) => c.ClientName === SERVER_CLIENT_NAME,
    )?.ClientId;
    const challenge = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: outputs().UserPoolId,
        ClientId: serverClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('turned off, a sign-in needs the password only', async () => {
    const other = await signedUpUser('brand');
    const associated = await cognitoClient().send(
      new AssociateSoftwareTokenCommand({ AccessToken: other.token }),
    );
    await cognitoClient().send(
      new VerifySoftwareTokenCommand({
        AccessToken: other.token,
        UserCode: totpCode(associated.SecretCode ?? ''),
      }),
    );
    await cognitoClient().send(
      new SetUserMFAPreferenceCommand({
        AccessToken: other.token,
        SoftwareTokenMfaSettings: { Enabled: false },
      }),
    );
    const signedIn = await passwordStep(other.user);
    expect(signedIn.ChallengeName).toBeUndefined();
    expect(signedIn.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
