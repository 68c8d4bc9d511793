import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../../ui/components/ui/button';
import { paths } from '../../../../../ui/config/paths';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from '../api/auth-errors';
import { useConfirmTotpSignIn, useRecoveryCodeSignIn } from '../api/second-factor-sign-in';
import type { SignInInput, SignInResult } from '../api/sign-in';

const WRONG_CODE = 'That code is not right: enter the code your app shows now.';

/**
 * The sign-in's second step (issue 35), loaded when a sign-in reaches it: the code from the authenticator
 * app, or, without the phone, one of the recovery codes (which turns two-factor sign-in off, so the
 * person is sent to Account → Security to set it up again).
 */
const SecondFactorStep = ({
  credentials,
  onSignedIn,
}: {
  credentials: SignInInput;
  onSignedIn: (result: SignInResult) => void;
}) => {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const confirm = useConfirmTotpSignIn();
  const recover = useRecoveryCodeSignIn();
  const refused = recover.error instanceof ApiError ? recover.error : undefined;

  if (mode === 'recovery')
    return (
      <form
        noValidate
        className="space-y-5"
        data-testid="recovery-code-step"
        onSubmit={(event) => {
          event.preventDefault();
          if (!recoveryCode.trim()) return setFieldError('Enter one of your recovery codes');
          setFieldError(undefined);
          recover.mutate(
            { ...credentials, recoveryCode: recoveryCode.trim() },
            {
              onSuccess: (result) => {
                if (result.status !== 'signed-in' || !result.me) return onSignedIn(result);
                navigate(`${paths[result.me.role].accountSecurity.getHref()}?recovered=1`);
              },
            },
          );
        }}
      >
        <p className="text-sm text-slate-700">
          Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.
          Two-factor sign-in is then turned off, and you can set it up again with your new phone.
        </p>
        <Input
          label="Recovery code"
          autoComplete="off"
          placeholder="abcd-efgh-ijkm"
          value={recoveryCode}
          onChange={(event) => {
            setRecoveryCode(event.currentTarget.value);
            setFieldError(undefined);
          }}
          error={fieldError ?? refused?.fields.recovery_code ?? refused?.fields.password}
        />
        <FormError
          message={
            refused && Object.keys(refused.fields).length === 0
              ? refused.message
              : recover.error && !refused
                ? authErrorMessage(recover.error)
                : undefined
          }
        />
        <Button type="submit" size="lg" isLoading={recover.isPending} className="w-full">
          Sign in with recovery code
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => setMode('totp')}>
          Use a code from my app instead
        </Button>
      </form>
    );

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="totp-step"
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(code.trim()))
          return setFieldError('Enter the 6-digit code from your authenticator app');
        setFieldError(undefined);
        confirm.mutate(code.trim(), {
          onSuccess: onSignedIn,
          onError: (error) => {
            if (error.name === 'CodeMismatchException') setFieldError(WRONG_CODE);
          },
        });
      }}
    >
      <p className="text-sm text-slate-700">
        Two-factor sign-in is on for this account. Open your authenticator app and enter the code it shows.
      </p>
      <Input
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <FormError
        message={
          confirm.error && confirm.error.name !== 'CodeMismatchException'
            ? authErrorMessage(confirm.error)
            : undefined
        }
      />
      <Button type="submit" size="lg" isLoading={confirm.isPending} className="w-full">
        Verify
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          setFieldError(undefined);
          setMode('recovery');
        }}
      >
        Use a recovery code
      </Button>
    </form>
  );
};

export default SecondFactorStep;
