import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import type { Role } from '../../../types/api';
import { authErrorMessage } from '../api/auth-errors';
import { fieldErrors } from '../api/fields';
import { useSignIn } from '../api/sign-in';
import { type SignUpInput, type SignUpResult, signUpInputSchema, useSignUp } from '../api/sign-up';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { RoleToggle } from './role-toggle';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

const fieldIds: Record<Field, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
};

const fieldOrder: Field[] = ['firstName', 'lastName', 'email', 'password'];

type SignupFormProps = {
  defaultRole: Role;
  /** Signed in with the new account. */
  onSuccess: (role: Role) => void;
  /** The account exists but signing in failed: the user should try the login form. */
  onSignInFailed: (email: string) => void;
};

export const SignupForm = ({ defaultRole, onSuccess, onSignInFailed }: SignupFormProps) => {
  const [role, setRole] = useState<Role>(defaultRole);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [confirmStep, setConfirmStep] = useState<{ input: SignUpInput; destination: string | undefined }>();
  const signUp = useSignUp();
  const signIn = useSignIn();

  const validate = (next: Record<Field, string>) => signUpInputSchema.safeParse({ role, ...next });

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Before the first submit, stay quiet; afterwards, clear messages as soon as the field is fixed.
    if (attempted) {
      const result = validate(next);
      setErrors(result.success ? {} : fieldErrors<Field>(result.error));
    }
  };

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
    setAttempted(true);
    const parsed = validate(values);
    if (!parsed.success) {
      const nextErrors = fieldErrors<Field>(parsed.error);
      setErrors(nextErrors);
      const firstInvalid = fieldOrder.find((field) => nextErrors[field]);
      if (firstInvalid) document.getElementById(fieldIds[firstInvalid])?.focus();
      return;
    }
    setErrors({});

    let result: SignUpResult;
    try {
      result = await signUp.mutateAsync(parsed.data);
    } catch (error) {
      toast.error('Error creating account', authErrorMessage(error));
      return;
    }
    if (result.status === 'confirm') {
      toast.success('Account created successfully! Please check your email to verify your account.');
      setConfirmStep({ input: parsed.data, destination: result.destination });
      return;
    }
    await finish(parsed.data);
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
        <Input
          id={fieldIds.firstName}
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => update('firstName', event.target.value)}
          error={errors.firstName}
        />
        <Input
          id={fieldIds.lastName}
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => update('lastName', event.target.value)}
          error={errors.lastName}
        />
      </div>
      <Input
        id={fieldIds.email}
        label="Work email"
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
        autoComplete="new-password"
        hint="At least 6 characters."
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" isLoading={busy} className="w-full">
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
};
