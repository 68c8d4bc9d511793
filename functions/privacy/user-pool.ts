/**
 * Cognito's admin calls of a closing (deployed: granted by `userPool: 'closeAccounts'`), as JSON calls
 * (shared/aws/json-call.ts), as two-factor sign-in makes them: the SDK's Cognito client would cost a cold
 * start's worth of milliseconds for two calls.
 */
import { callAwsJson } from '../shared/aws/json-call';
import { env } from '../shared/config';

const cognito = async (operation: 'AdminDisableUser' | 'AdminUserGlobalSignOut', userId: string) =>
  callAwsJson({
    service: 'cognito-idp',
    region: env.region,
    endpoint: env.cognitoEndpoint,
    target: `AWSCognitoIdentityProviderService.${operation}`,
    jsonVersion: '1.1',
    body: JSON.stringify({ UserPoolId: env.userPoolId, Username: userId }),
  });

/**
 * The user can no longer sign in (disabled) and their refresh tokens are revoked (global sign-out), so
 * no new access token is issued. The pool's user name is the user id (e-mail sign-in pools name users
 * by their sub). Both calls are idempotent.
 */
export const endSignIns = async (userId: string): Promise<void> => {
  await cognito('AdminDisableUser', userId);
  await cognito('AdminUserGlobalSignOut', userId);
};
