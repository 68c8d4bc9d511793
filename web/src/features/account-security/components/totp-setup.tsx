import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useFinishTotpSetup } from '../api/security';
import { useStartTotpSetup, useVerifyTotpSetup } from '../api/totp-setup';

const QrCode = lazy(() => import('./qr-code'));

const WRONG_CODE = 'That code is not right: enter the code your app shows now.';

/** The secret in groups of four, as people type it into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning TOTP on: a new secret from Cognito as a QR code and as text, then a code from the app
 * (Cognito verifies it and makes TOTP the sign-in factor), then the API's ten recovery codes.
 */
export const TotpSetup = ({
  accountName,
  onCodes,
  onCancel,
}: {
  accountName: string;
  onCodes: (codes: string[]) => void;
  onCancel: () => void;
}) => {
  const start = useStartTotpSetup();
  const verify = useVerifyTotpSetup();
  const finish = useFinishTotpSetup();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const { mutate: begin } = start;
  useEffect(() => begin(accountName), [begin, accountName]);

  const submit = async () => {
    if (!/^\d{6}$/.test(code.trim()))
      return setCodeError('Enter the 6-digit code from your authenticator app');
    setCodeError(undefined);
    try {
      await verify.mutateAsync(code.trim());
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException')
        return setCodeError(WRONG_CODE);
      return;
    }
    finish.mutate(undefined, { onSuccess: onCodes });
  };

  if (start.isError)
    return (
      <div className="mt-4 grid gap-3">
        <FormError message="We could not start the set-up. Please try again." />
        <div>
          <Button variant="secondary" onClick={() => begin(accountName)}>
            Try again
          </Button>
        </div>
      </div>
    );
  if (!start.data) return <Skeleton className="mt-4 h-48 w-full" label="Starting the set-up" />;

  const failure =
    (verify.error && !codeError ? 'We could not check the code. Please try again.' : undefined) ??
    (finish.error instanceof ApiError
      ? finish.error.message
      : finish.error
        ? 'Please try again.'
        : undefined);

  return (
    <form
      className="mt-4 grid gap-5"
      noValidate
      data-testid="totp-setup"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ol className="grid gap-5 text-sm text-slate-700">
        <li className="grid gap-3">
          <p>
            <span className="font-semibold text-slate-900">1. Scan this QR code</span> with an authenticator
            app (Google Authenticator, Microsoft Authenticator, 1Password, Authy).
          </p>
          <Suspense fallback={<Skeleton className="h-48 w-48" label="Drawing the QR code" />}>
            <QrCode value={start.data.uri} label="QR code for your authenticator app" />
          </Suspense>
          <p>
            Can't scan it? Enter this key in the app instead:{' '}
            <code
              className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900"
              data-testid="totp-secret"
            >
              {grouped(start.data.secret)}
            </code>
          </p>
        </li>
        <li className="grid gap-3">
          <p>
            <span className="font-semibold text-slate-900">2. Enter the 6-digit code</span> the app shows.
          </p>
          <Input
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(undefined);
            }}
            error={codeError}
            fieldClassName="max-w-xs"
          />
        </li>
      </ol>
      <FormError message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={verify.isPending || finish.isPending}>
          Turn on
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={verify.isPending || finish.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
