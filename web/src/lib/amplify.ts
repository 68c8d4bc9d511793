import type * as AmplifyAuth from 'aws-amplify/auth';
import type { SignInInput } from 'aws-amplify/auth';
import { AMPLIFY_STORAGE_PREFIX, hasStoredKey } from '../../../ui/lib/stored-session';
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

/**
 * Starts loading Amplify at the form's first touch (focus, pointer down, typing: put the handlers on an
 * element around the form), so submitting does not wait for the download while the page's first view
 * does not carry it (~45 KB gzip; the login page's budget is 120 KB, issue 20). A submit that comes
 * first (autofill, then Enter) loads it itself.
 */
export const preloadAuthOnInteraction = {
  onFocus: () => preloadAuth(),
  onPointerDown: () => preloadAuth(),
  onInput: () => preloadAuth(),
} as const;

const preloadAuth = (): void => {
  loadAuth().catch(() => {
    // The submit will try again and report the failure.
  });
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

/**
 * Whether Amplify may hold a session: its token store (localStorage by default) keeps every key for
 * this app client under `CognitoIdentityServiceProvider.{clientId}.`. Without any, nobody is signed
 * in, and a visitor need not download Amplify to find that out. The browser tests' reload and sign-in
 * journeys fail if Amplify ever stores its tokens elsewhere.
 */
export const mayHaveSession = (): boolean =>
  // Storage blocked (privacy settings): let Amplify decide.
  hasStoredKey(`${AMPLIFY_STORAGE_PREFIX}${getRuntimeConfig().userPoolClientId}.`) ?? true;

/** The current access token, refreshed by Amplify when needed; undefined when nobody is signed in. */
export const getAccessToken = async (): Promise<string | undefined> => {
  if (!mayHaveSession()) return undefined;
  const { fetchAuthSession } = await loadAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
};
