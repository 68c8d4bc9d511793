import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { loadAuth, signInOptions } from '../../../lib/amplify';
import { type Me, startSession } from '../../../lib/auth';
import { isAuthError } from './auth-errors';
import { emailField } from './fields';

export const signInInputSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export type SignInInput = z.infer<typeof signInInputSchema>;

export type SignInResult =
  /** `me` is null when the profile could not be loaded; `sessionError` then says why. */
  | { status: 'signed-in'; me: Me | null; sessionError?: unknown }
  /** The account exists but its e-mail address was never confirmed. */
  | { status: 'confirm-sign-up' }
  /** Issue 35: the password was right; Cognito asks for a code from the authenticator app. */
  | { status: 'totp' };

const signInWithCognito = async ({ email, password }: SignInInput) => {
  const auth = await loadAuth();
  const attempt = () => auth.signIn({ username: email, password, options: signInOptions() });
  try {
    return await attempt();
  } catch (error) {
    // Tokens of an earlier session (perhaps one the API no longer accepts) block a new sign-in.
    if (!isAuthError(error, 'UserAlreadyAuthenticatedException')) throw error;
    await auth.signOut();
    return attempt();
  }
};

/** Signs in with Cognito, then loads the new user's session (`GET /api/me`) into the query cache. */
export const signIn = async (queryClient: QueryClient, input: SignInInput): Promise<SignInResult> => {
  const { nextStep } = await signInWithCognito(input);
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return { status: 'confirm-sign-up' };
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { status: 'totp' };
  if (nextStep.signInStep !== 'DONE') {
    throw new Error(
      `This account needs a sign-in step the app does not support yet (${nextStep.signInStep}).`,
    );
  }
  return loadSession(queryClient);
};

/** The signed-in user's session (`GET /api/me`) into the query cache, once Cognito has signed them in. */
export const loadSession = async (queryClient: QueryClient): Promise<SignInResult> => {
  try {
    // Issue 35: the sign-in is registered before any other call (the API refuses one it does not know).
    await (await import('../../../lib/register-sign-in')).registerSignIn();
    return { status: 'signed-in', me: await startSession(queryClient) };
  } catch (sessionError) {
    return { status: 'signed-in', me: null, sessionError };
  }
};

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation<SignInResult, Error, SignInInput>({ mutationFn: (input) => signIn(queryClient, input) });
};
