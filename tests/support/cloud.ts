/**
 * Helpers for tests that talk to the running local cloud over the wire: real Cognito sign-ups and
 * sign-ins against cognito-local, API calls with the resulting access tokens, and a DynamoDB client
 * for DynamoDB Local. Connected tests refuse to run without the cloud (no silent skip).
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

export const outputs = () => {
  const value = inject('outputs');
  if (!value?.ApiUrl) throw new Error('The local cloud is not running: run these tests with `npm test`.');
  return value;
};

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export const cognitoClient = () =>
  new CognitoIdentityProviderClient({
    endpoint: outputs().CognitoEndpoint,
    region: outputs().Region,
    credentials: localCredentials,
  });

export const documentClient = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: outputs().DynamoDbEndpoint,
      region: outputs().Region,
      credentials: localCredentials,
    }),
  );

/** Points handler modules imported into this test worker at the local cloud (read at their import). */
export const useCloudEnvironment = (): void => {
  const o = outputs();
  Object.assign(process.env, {
    TABLE_NAME: o.TableName,
    EVENT_BUS_NAME: o.EventBusName,
    AWS_REGION: o.Region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: o.DynamoDbEndpoint,
    EVENTBRIDGE_ENDPOINT: o.EventBridgeEndpoint,
    COGNITO_ENDPOINT: o.CognitoEndpoint,
  });
};

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
}

export const newUser = (role: string, overrides: Partial<TestUser> = {}): TestUser => ({
  email: `${role}-${randomUUID().slice(0, 8)}@example.com`,
  password: 'secret1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role,
  ...overrides,
});

export const signUp = async (user: TestUser) =>
  cognitoClient().send(
    new SignUpCommand({
      ClientId: outputs().UserPoolClientId,
      Username: user.email,
      Password: user.password,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'given_name', Value: user.firstName },
        { Name: 'family_name', Value: user.lastName },
        { Name: 'custom:role', Value: user.role },
      ],
    }),
  );

export const signIn = async (user: TestUser): Promise<string> => {
  const result = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: outputs().UserPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('sign-in returned no access token');
  return token;
};

export const signedUpUser = async (role: 'brand' | 'creator', overrides: Partial<TestUser> = {}) => {
  const user = newUser(role, overrides);
  await signUp(user);
  return { user, token: await signIn(user) };
};

export const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${outputs().ApiUrl}${path}`, {
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string>),
    },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};

/** Polls until `check` returns a value (bounded): for effects that arrive through an event. */
export const eventually = async <T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
