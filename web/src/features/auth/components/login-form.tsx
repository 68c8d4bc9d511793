import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { Input } from '../../../components/ui/input';
import type { Me } from '../../../lib/auth';
import { textField, useSchemaForm } from '../../../lib/forms';
import { authErrorMessage } from '../api/auth-errors';
import { type SignInInput, type SignInResult, signInInputSchema, useSignIn } from '../api/sign-in';
import { ConfirmSignUpStep } from './confirm-sign-up-step';

// Issue 35: loaded only when a sign-in reaches it (the login page's first load stays within its budget).
const SecondFactorStep = lazy(() => import('./second-factor-step'));

const fieldIds = { email: 'login-email', password: 'login-password' };

type LoginFormProps = {
  defaultEmail?: string;
  /** Signed in; `me` is null when the profile could not be loaded. */
  onSuccess: (me: Me | null) => void;
};

export const LoginForm = ({ defaultEmail = '', onSuccess }: LoginFormProps) => {
  const form = useSchemaForm({
    schema: signInInputSchema,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const [unconfirmed, setUnconfirmed] = useState<SignInInput>();
  const [secondFactor, setSecondFactor] = useState<SignInInput>();
  const signIn = useSignIn();

  /** Returns false when the account still needs its e-mail confirmed. */
  const complete = (result: SignInResult): boolean => {
    if (result.status !== 'signed-in') return false;
    if (result.sessionError) toast.error('Error', 'Failed to load account data');
    onSuccess(result.me);
    return true;
  };

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await signIn.mutateAsync(input);
      if (result.status === 'totp') setSecondFactor(input);
      else if (!complete(result)) setUnconfirmed(input);
    } catch (error) {
      toast.error('Error signing in', authErrorMessage(error));
    }
  });

  if (secondFactor) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>
        <SecondFactorStep credentials={secondFactor} onSignedIn={complete} />
      </Suspense>
    );
  }

  if (unconfirmed) {
    return (
      <ConfirmSignUpStep
        email={unconfirmed.email}
        intro="Your email address is not verified yet. Enter the 6-digit code we emailed you, or send a new one."
        onConfirmed={async () => {
          try {
            complete(await signIn.mutateAsync(unconfirmed));
          } catch (error) {
            toast.error('Error signing in', authErrorMessage(error));
            setUnconfirmed(undefined);
          }
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="login-form">
      <Input
        {...textField(form, 'email', fieldIds.email)}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
      />
      <Input
        {...textField(form, 'password', fieldIds.password)}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" size="lg" isLoading={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
};
