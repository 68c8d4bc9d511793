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
import { safeParse } from 'zod/v4/core';
import { anyErrorResponse, isJsonResponse } from '../../contracts/http';
import { type RouteDefinition, routes } from '../../functions/routes';
import type { LocalOutputs } from '../../infra/local/local-cloud';
import { LOCAL_MAIL_FROM } from '../../infra/local/local-mailbox';

let ownCloud: LocalOutputs | undefined;

/**
 * Points every helper here at another local cloud — one a test runs as its own child process (to kill
 * it) — instead of the shared one; undefined points them back.
 */
export const useOutputs = (value: LocalOutputs | undefined): void => {
  ownCloud = value;
};

export const outputs = () => {
  const value = ownCloud ?? inject('outputs');
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
    SES_ENDPOINT: o.SesEndpoint,
    MAIL_FROM: LOCAL_MAIL_FROM,
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

/** Route templates as patterns: `{param}` matches one path segment. */
const routePatterns = routes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{[^/}]+\}/g, '[^/]+')}$`),
}));

/** The route a request for `path` (no query string) goes to, matched by method + path template. */
export const routeOf = (method: string, path: string): RouteDefinition | undefined => {
  return routePatterns.find(({ route, pattern }) => route.method === method && pattern.test(path))?.route;
};

/**
 * The contract test every API answer goes through: the body must match the response schema the
 * route's contract declares for that status (any error status: the error shape, or API Gateway's own
 * `{message}` for its 401/404/429). Off-contract answers
 * fail the test that made the call, naming the route.
 */
export const checkAgainstContract = (method: string, path: string, status: number, body: unknown): void => {
  const route = routeOf(method, path);
  // Not a route of the table (e.g. probing an unknown path): only the error shape is promised.
  const label = route ? `${route.method} ${route.path}` : `${method} ${path} (no such route)`;
  const declared = route?.contract.responses[status];
  const schema = declared ?? (status >= 400 ? anyErrorResponse : undefined);
  if (!schema) throw new Error(`Off-contract answer from ${label}: status ${status} is not in its contract`);
  if (!isJsonResponse(schema)) return;
  const result = safeParse(schema, body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Off-contract answer from ${label} (status ${status}): ${issues}`);
  }
};

/** A call to the API; its answer is checked against the route's contract before the test sees it. */
export const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, headers, ...rest } = init;
  const url = `${outputs().ApiUrl}${path}`;
  const response = await fetch(url, {
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string>),
    },
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  checkAgainstContract((rest.method ?? 'GET').toUpperCase(), new URL(url).pathname, response.status, body);
  return { status: response.status, headers: response.headers, body };
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
