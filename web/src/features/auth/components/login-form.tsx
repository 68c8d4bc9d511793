import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import type { Me } from '../../../lib/auth';
import { authErrorMessage } from '../api/auth-errors';
import { fieldErrors } from '../api/fields';
import { type SignInInput, type SignInResult, signInInputSchema, useSignIn } from '../api/sign-in';
import { ConfirmSignUpForm } from './confirm-sign-up-form';

type Field = 'email' | 'password';

const fieldIds: Record<Field, string> = { email: 'login-email', password: 'login-password' };

type LoginFormProps = {
  defaultEmail?: string;
  /** Signed in; `me` is null when the profile could not be loaded. */
  onSuccess: (me: Me | null) => void;
};

export const LoginForm = ({ defaultEmail = '', onSuccess }: LoginFormProps) => {
  const [values, setValues] = useState<Record<Field, string>>({ email: defaultEmail, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<SignInInput>();
  const signIn = useSignIn();

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = signInInputSchema.safeParse(next);
      setErrors(result.success ? {} : fieldErrors<Field>(result.error));
    }
  };

  /** Returns false when the account still needs its e-mail confirmed. */
  const complete = (result: SignInResult): boolean => {
    if (result.status === 'confirm-sign-up') return false;
    if (result.sessionError) toast.error('Error', 'Failed to load account data');
    onSuccess(result.me);
    return true;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = signInInputSchema.safeParse(values);
    if (!parsed.success) {
      const nextErrors = fieldErrors<Field>(parsed.error);
      setErrors(nextErrors);
      const firstInvalid = (['email', 'password'] as const).find((field) => nextErrors[field]);
      if (firstInvalid) document.getElementById(fieldIds[firstInvalid])?.focus();
      return;
    }
    setErrors({});
    try {
      const result = await signIn.mutateAsync(parsed.data);
      if (!complete(result)) setUnconfirmed(parsed.data);
    } catch (error) {
      toast.error('Error signing in', authErrorMessage(error));
    }
  };

  if (unconfirmed) {
    return (
      <ConfirmSignUpForm
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
        id={fieldIds.email}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
      />
      <Input
        id={fieldIds.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" isLoading={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
};
