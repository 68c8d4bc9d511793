import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import type { Role } from '../../../../../ui/types/api';
import { Input } from '../../../components/ui/input';
import { textField, useSchemaForm, valueField } from '../../../lib/forms';
import { authErrorMessage } from '../api/auth-errors';
import { useSignIn } from '../api/sign-in';
import { type SignUpInput, type SignUpResult, signUpInputSchema, useSignUp } from '../api/sign-up';
import { ConfirmSignUpStep } from './confirm-sign-up-step';
import { RoleToggle } from './role-toggle';

/** In the order of the form: the first invalid one gets focus. */
const fieldIds = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
};

type SignupFormProps = {
  defaultRole: Role;
  /** Issue 35: an invitation's address, filled in when the sign-up comes from its link. */
  defaultEmail?: string;
  /** Signed in with the new account. */
  onSuccess: (role: Role) => void;
  /** The account exists but signing in failed: the user should try the login form. */
  onSignInFailed: (email: string) => void;
};

export const SignupForm = ({
  defaultRole,
  defaultEmail = '',
  onSuccess,
  onSignInFailed,
}: SignupFormProps) => {
  const form = useSchemaForm({
    schema: signUpInputSchema,
    defaultValues: { role: defaultRole, firstName: '', lastName: '', email: defaultEmail, password: '' },
  });
  const role = valueField(form, 'role');
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

  const handleSubmit = form.handleSubmit(async (input) => {
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
  });

  if (confirmStep) {
    return (
      <ConfirmSignUpStep
        email={confirmStep.input.email}
        destination={confirmStep.destination}
        onConfirmed={() => finish(confirmStep.input)}
      />
    );
  }

  const busy = signUp.isPending || signIn.isPending;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="signup-form">
      <RoleToggle value={role.value} onChange={role.onValueChange} disabled={busy} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          {...textField(form, 'firstName', fieldIds.firstName)}
          label="First name"
          autoComplete="given-name"
        />
        <Input
          {...textField(form, 'lastName', fieldIds.lastName)}
          label="Last name"
          autoComplete="family-name"
        />
      </div>
      <Input
        {...textField(form, 'email', fieldIds.email)}
        label="Work email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
      />
      <Input
        {...textField(form, 'password', fieldIds.password)}
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
