import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { loadAuth } from '../../../lib/amplify';

export const confirmationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your email'));

/** The confirmation step's one field. */
export const confirmCodeFormSchema = z.object({ code: confirmationCodeSchema });

export type ConfirmSignUpInput = { email: string; code: string };

export const confirmSignUp = async ({ email, code }: ConfirmSignUpInput): Promise<void> => {
  const auth = await loadAuth();
  await auth.confirmSignUp({ username: email, confirmationCode: code });
};

/** Sends a fresh code; resolves to where it went (a masked address), when Cognito says. */
export const resendSignUpCode = async (email: string): Promise<string | undefined> => {
  const auth = await loadAuth();
  const details = await auth.resendSignUpCode({ username: email });
  return details.destination;
};

export const useConfirmSignUp = () =>
  useMutation<void, Error, ConfirmSignUpInput>({ mutationFn: confirmSignUp });

export const useResendSignUpCode = () =>
  useMutation<string | undefined, Error, string>({ mutationFn: resendSignUpCode });
