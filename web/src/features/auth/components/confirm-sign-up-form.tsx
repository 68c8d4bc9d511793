import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { Input } from '../../../components/ui/input';
import { textField, useSchemaForm } from '../../../lib/forms';
import { authErrorMessage, isAuthError } from '../api/auth-errors';
import { confirmCodeFormSchema, useConfirmSignUp, useResendSignUpCode } from '../api/confirm-sign-up';

type ConfirmSignUpFormProps = {
  email: string;
  /** Where Cognito says the code went (masked); falls back to `email`. */
  destination?: string | undefined;
  /** Replaces the default "we sent a code" line, e.g. when arriving from the login form. */
  intro?: string;
  /** Runs after the code is accepted (signs in and moves on); reports its own errors. */
  onConfirmed: () => Promise<void>;
};

/** "Check your email": the 6-digit code step of a deployed sign-up. */
export const ConfirmSignUpForm = ({ email, destination, intro, onConfirmed }: ConfirmSignUpFormProps) => {
  const form = useSchemaForm({ schema: confirmCodeFormSchema, defaultValues: { code: '' } });
  const [finishing, setFinishing] = useState(false);
  const confirm = useConfirmSignUp();
  const resend = useResendSignUpCode();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form replaced the one the user was in: move focus so screen readers announce the new step.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ email, code });
    } catch (confirmError) {
      // Confirmed already (a second tab, a double submit): nothing left to do but sign in.
      const alreadyConfirmed =
        isAuthError(confirmError, 'NotAuthorizedException') &&
        /CONFIRMED/.test(authErrorMessage(confirmError));
      if (!alreadyConfirmed) {
        toast.error('Error confirming account', authErrorMessage(confirmError));
        return;
      }
    }
    setFinishing(true);
    try {
      await onConfirmed();
    } finally {
      setFinishing(false);
    }
  });

  const handleResend = () => {
    resend.mutate(email, {
      onSuccess: (sentTo) => toast.success('Code sent', `We sent a new code to ${sentTo ?? email}.`),
      onError: (resendError) => toast.error('Error sending code', authErrorMessage(resendError)),
    });
  };

  const busy = confirm.isPending || finishing;
  const code = textField(form, 'code', 'confirm-code');
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="confirm-sign-up-form">
      <div className="space-y-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          Check your email
        </h2>
        <p className="text-sm text-slate-600">
          {intro ?? (
            <>
              We sent a 6-digit code to{' '}
              <strong className="font-semibold text-slate-900">{destination ?? email}</strong>. Enter it below
              to verify your account.
            </>
          )}
        </p>
      </div>
      <Input
        {...code}
        // Digits only, at most six, as typed (a pasted "123 456" becomes "123456").
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
          if (digits !== event.target.value) event.target.value = digits;
          return code.onChange(event);
        }}
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        className="tracking-[0.4em]"
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" isLoading={busy} className="w-full sm:w-auto sm:flex-1">
          {busy ? 'Confirming...' : 'Confirm'}
        </Button>
        <Button variant="secondary" onClick={handleResend} isLoading={resend.isPending} disabled={busy}>
          {resend.isPending ? 'Sending...' : 'Resend code'}
        </Button>
      </div>
    </form>
  );
};
