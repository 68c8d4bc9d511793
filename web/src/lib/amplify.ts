import type * as AmplifyAuth from 'aws-amplify/auth';
import type { SignInInput } from 'aws-amplify/auth';
import { getRuntimeConfig } from '../config/runtime-config';

type AuthModule = typeof AmplifyAuth;

let authModule: Promise<AuthModule> | undefined;

/**
 * Amplify Auth, loaded on first use and configured once from the runtime config. The dynamic import
 * keeps Amplify (~45 KB gzip) out of the entry chunk: the landing page paints without it.
 * Always go through this (never import 'aws-amplify/auth' directly) so nothing runs unconfigured.
 */
export const loadAuth = (): Promise<AuthModule> => {
  if (!authModule) {
    authModule = configureAuth();
    // A failed chunk load must not poison every later call: let the next one try again.
    authModule.catch(() => {
      authModule = undefined;
    });
  }
  return authModule;
};

const configureAuth = async (): Promise<AuthModule> => {
  const config = getRuntimeConfig();
  const [{ Amplify }, auth] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.userPoolEndpoint,
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  return auth;
};

/** cognito-local has no SRP, so when a custom endpoint is configured, sign in with the plain password flow. */
export const signInOptions = (): SignInInput['options'] =>
  getRuntimeConfig().userPoolEndpoint ? { authFlowType: 'USER_PASSWORD_AUTH' } : undefined;

/** The current access token, refreshed by Amplify when needed; undefined when nobody is signed in. */
export const getAccessToken = async (): Promise<string | undefined> => {
  const { fetchAuthSession } = await loadAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
};
