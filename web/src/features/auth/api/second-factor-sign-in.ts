import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithRecoveryCode } from '../../../../../contracts/account-security';
import { loadAuth } from '../../../lib/amplify';
import { callApi } from '../../../lib/api-client';
import { loadSession, type SignInInput, type SignInResult, signIn } from './sign-in';

/** The sign-in's second step (issue 35): the code the authenticator app shows (RespondToAuthChallenge). */
export const useConfirmTotpSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation<SignInResult, Error, string>({
    mutationFn: async (code) => {
      const { confirmSignIn } = await loadAuth();
      const { nextStep } = await confirmSignIn({ challengeResponse: code });
      if (nextStep.signInStep !== 'DONE')
        throw new Error(
          `This account needs a sign-in step the app does not support yet (${nextStep.signInStep}).`,
        );
      return loadSession(queryClient);
    },
  });
};

/**
 * Without the authenticator: one recovery code with the password turns two-factor sign-in off
 * (`POST /api/auth/recovery-code`), then the password alone signs in; the app then asks the person to set
 * it up again.
 */
export const useRecoveryCodeSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation<SignInResult, Error, SignInInput & { recoveryCode: string }>({
    mutationFn: async ({ recoveryCode, ...credentials }) => {
      await callApi(signInWithRecoveryCode, {
        body: { email: credentials.email, password: credentials.password, recovery_code: recoveryCode },
      });
      return signIn(queryClient, credentials);
    },
  });
};
