import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { roles } from '../../../../../ui/types/api';
import { loadAuth } from '../../../lib/amplify';
import { emailField } from './fields';

export const signUpInputSchema = z.object({
  role: z.enum(roles),
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
  email: emailField,
  password: z.string().check(z.minLength(6, 'Password must be at least 6 characters')),
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

export type SignUpResult =
  /** Confirmed at once (the local cloud auto-confirms): sign in next. */
  | { status: 'done' }
  /** Cognito e-mailed a code (deployed): confirm it, then sign in. */
  | { status: 'confirm'; destination: string | undefined };

/**
 * Creates the Cognito user; the pre-sign-up trigger checks the role and names, the post-confirmation
 * trigger creates the profile that `GET /api/me` returns.
 */
export const signUp = async (input: SignUpInput): Promise<SignUpResult> => {
  const auth = await loadAuth();
  const { nextStep } = await auth.signUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email,
        given_name: input.firstName,
        family_name: input.lastName,
        'custom:role': input.role,
      },
    },
  });
  if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
    return { status: 'confirm', destination: nextStep.codeDeliveryDetails.destination };
  }
  return { status: 'done' };
};

export const useSignUp = () => useMutation<SignUpResult, Error, SignUpInput>({ mutationFn: signUp });
