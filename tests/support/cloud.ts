/**
 * Helpers for tests that talk to a running stack over the wire, through its outputs only: real Cognito
 * sign-ups and sign-ins, API calls with the resulting access tokens, and a DynamoDB client for its table.
 * The stack is `npm test`'s embedded local cloud (tests/support/global-setup.ts) or, under
 * `npm run test:stack`, the one an outputs file describes (tests/support/stack-setup.ts). Connected tests
 * refuse to run without one (no silent skip).
 */

import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
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
import { registerSignIn, scriptDeviceId } from '../../infra/local/register-sign-in';
import { setCapabilityOutputs } from './local-only';

let ownCloud: LocalOutputs | undefined;

/**
 * Points every helper here at another local cloud — one a test runs as its own child process (to kill
 * it) — instead of the shared one; undefined points them back.
 */
export const useOutputs = (value: LocalOutputs | undefined): void => {
  ownCloud = value;
  setCapabilityOutputs(value);
};

export const outputs = () => {
  const value = ownCloud ?? inject('outputs');
  if (!value?.ApiUrl) {
    throw new Error(
      'No stack to test: run these tests with `npm test` or `npm run test:stack -- <outputs.json>`.',
    );
  }
  return value;
};

/**
 * A local engine (an endpoint in the outputs) takes any credentials; a deployed stack has no endpoint
 * outputs and its SDK clients use the developer's own AWS credentials.
 */
const clientOptions = (endpoint: string | undefined) =>
  endpoint
    ? { endpoint, region: outputs().Region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : { region: outputs().Region };

export const cognitoClient = () =>
  new CognitoIdentityProviderClient(clientOptions(outputs().CognitoEndpoint));

export const documentClient = () =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(outputs().DynamoDbEndpoint)));

/**
 * Points handler modules imported into this test worker at the stack (read at their import): its table
 * and bus, and the local engines' endpoints where the outputs give them.
 */
export const useCloudEnvironment = (): void => {
  const o = outputs();
  // As the stack configures its own functions: the local engines' endpoints and the stand-ins' addresses
  // where the outputs give them (a handler run in this process then talks to the stack's demo store,
  // Stripe stand-in and edge; the secrets come in the worker's environment, tests/support/stack-setup.ts).
  const endpoints = {
    DYNAMODB_ENDPOINT: o.DynamoDbEndpoint,
    EVENTBRIDGE_ENDPOINT: o.EventBridgeEndpoint,
    COGNITO_ENDPOINT: o.CognitoEndpoint,
    SES_ENDPOINT: o.SesEndpoint,
    SHOPIFY_DEMO_STORE_URL: o.DemoShopifyUrl,
    STRIPE_API_URL: o.StripeApiUrl,
    CLOUDFRONT_ENDPOINT: o.CloudFrontEndpoint,
    PUBLIC_PAGES_DISTRIBUTION_ID: o.PublicPagesDistributionId,
    ...(o.DemoShopifyUrl ? { SHOPIFY_APP_URL: o.WebUrl, APP_URL: o.WebUrl } : {}),
  };
  for (const [name, value] of Object.entries(endpoints)) {
    if (value) process.env[name] = value;
  }
  Object.assign(process.env, {
    TABLE_NAME: o.TableName,
    EVENT_BUS_NAME: o.EventBusName,
    AWS_REGION: o.Region,
    MAIL_FROM: LOCAL_MAIL_FROM,
    ...(o.DynamoDbEndpoint ? { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' } : {}),
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

export const signIn = async (
  user: TestUser,
  device: { id?: string; userAgent?: string } = {},
): Promise<string> => {
  const result = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: outputs().UserPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('sign-in returned no access token');
  // Issue 35: registered as the app registers a sign-in (the API refuses an unregistered one); the same
  // person's default device is a known one after the first sign-in.
  await registerSignIn(outputs().ApiUrl, token, device.id ?? scriptDeviceId(user.email), device.userAgent);
  return token;
};

export const signedUpUser = async (role: 'brand' | 'creator', overrides: Partial<TestUser> = {}) => {
  const user = newUser(role, overrides);
  const { UserConfirmed } = await signUp(user);
  // Only the local cloud confirms sign-ups by itself; on a deployed pool the tester's AWS credentials
  // confirm the test user instead of the e-mailed code (Cognito's post-confirmation trigger still runs).
  if (!UserConfirmed) {
    await cognitoClient().send(
      new AdminConfirmSignUpCommand({ UserPoolId: outputs().UserPoolId, Username: user.email }),
    );
  }
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
// 30 s by default: on CI's two saturated cores (four test processes, three clouds) a consumer's effect
// once took longer than 10 s; a condition that is met returns at once, so only a failure waits this long.
export const eventually = async <T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
