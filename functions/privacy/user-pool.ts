/**
 * Cognito's admin calls of a closing (deployed: granted by `userPool: 'closeAccounts'`, bindUserPool).
 * The SDK client is imported on first use: only a closing needs it, not the card's GET.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../shared/config';

let client: Promise<CognitoIdentityProviderClient> | undefined;

const cognito = (): Promise<CognitoIdentityProviderClient> => {
  client ??= import('@aws-sdk/client-cognito-identity-provider').then(
    ({ CognitoIdentityProviderClient }) =>
      new CognitoIdentityProviderClient({
        region: env.region,
        ...(env.cognitoEndpoint ? { endpoint: env.cognitoEndpoint } : {}),
      }),
  );
  return client;
};

/**
 * The user can no longer sign in (disabled) and their refresh tokens are revoked (global sign-out), so
 * no new access token is issued. The pool's user name is the user id (e-mail sign-in pools name users
 * by their sub). Both calls are idempotent.
 */
export const endSignIns = async (userId: string): Promise<void> => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const pool = { UserPoolId: env.userPoolId, Username: userId };
  const idp = await cognito();
  await idp.send(new sdk.AdminDisableUserCommand(pool));
  await idp.send(new sdk.AdminUserGlobalSignOutCommand(pool)).catch((error: unknown) => {
    // A disabled user's sessions already end at their next refresh; the sign-out only makes it sooner.
    if ((error as { name?: string }).name !== 'NotAuthorizedException') throw error;
  });
};
