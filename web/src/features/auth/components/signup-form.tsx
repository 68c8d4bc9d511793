import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import type { Role } from '../../../types/api';
import { authErrorMessage } from '../api/auth-errors';
import { useSignIn } from '../api/sign-in';
import { type SignUpInput, type SignUpResult, signUpInputSchema, useSignUp } from '../api/sign-up';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { RoleToggle } from './role-toggle';
import { useValidatedFields } from './use-validated-fields';

/** In the order of the form: the first invalid one gets focus. */
const fieldIds = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
};

type SignupFormProps = {
  defaultRole: Role;
  /** Signed in with the new account. */
  onSuccess: (role: Role) => void;
  /** The account exists but signing in failed: the user should try the login form. */
  onSignInFailed: (email: string) => void;
};

export const SignupForm = ({ defaultRole, onSuccess, onSignInFailed }: SignupFormProps) => {
  const [role, setRole] = useState<Role>(defaultRole);
  // Before the first submit, stay quiet; afterwards, clear messages as soon as the field is fixed.
  const { field, submit } = useValidatedFields({
    ids: fieldIds,
    initial: { firstName: '', lastName: '', email: '', password: '' },
    validate: (values) => signUpInputSchema.safeParse({ role, ...values }),
  });
  const [confirmStep, setConfirmStep] = useState<{ input: SignUpInput; destination: string | undefined }>();
  const signUp = useSignUp();
  const signIn = useSignIn();

  const finish = async (input: SignUpInput) => {
    try {
      const result = await signIn.mutateAsync({ email: input.email, password: input.password });
      if (result.status === 'confirm-sign-up') {
        setConfirmStep({ input, destination: undefined });
        return;
      }
    } catch (error) {
      toast.error('Error signing in', authErrorMessage(error));
      onSignInFailed(input.email);
      return;
    }
    toast.success('Account created', `Welcome, ${input.firstName}! Let's set up your ${input.role} account.`);
    onSuccess(input.role);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = submit();
    if (!input) return;

    let result: SignUpResult;
    try {
      result = await signUp.mutateAsync(input);
    } catch (error) {
      toast.error('Error creating account', authErrorMessage(error));
      return;
    }
    if (result.status === 'confirm') {
      toast.success('Account created successfully! Please check your email to verify your account.');
      setConfirmStep({ input, destination: result.destination });
      return;
    }
    await finish(input);
  };

  if (confirmStep) {
    return (
      <ConfirmSignUpForm
        email={confirmStep.input.email}
        destination={confirmStep.destination}
        onConfirmed={() => finish(confirmStep.input)}
      />
    );
  }

  const busy = signUp.isPending || signIn.isPending;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="signup-form">
      <RoleToggle value={role} onChange={setRole} disabled={busy} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input {...field('firstName')} label="First name" autoComplete="given-name" />
        <Input {...field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      <Input
        {...field('email')}
        label="Work email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
      />
      <Input
        {...field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <Button type="submit" size="lg" isLoading={busy} className="w-full">
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
};
