import { useState } from 'react';
import type { ConfirmWithTotpInput } from '../../../../../contracts/account-security';
import { Button } from '../../../../../ui/components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';

/**
 * Turning two-factor sign-in off or getting new recovery codes asks for the password and a current code
 * from the app (the server checks both with Cognito); the server's refusal shows at its field.
 */
export const ConfirmWithTotpDialog = ({
  open,
  title,
  description,
  action,
  pending,
  error,
  onSubmit,
  onClose,
  'data-testid': testId,
}: {
  open: boolean;
  title: string;
  description: string;
  action: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: ConfirmWithTotpInput) => void;
  onClose: () => void;
  'data-testid'?: string;
}) => {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const refused = error instanceof ApiError ? error : undefined;
  const formId = `${testId ?? 'confirm-totp'}-form`;
  const close = () => {
    setPassword('');
    setCode('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      data-testid={testId}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={pending}>
            {action}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ password, code: code.trim() });
        }}
      >
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={refused?.fields.password}
        />
        <Input
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={refused?.fields.code}
        />
        <FormError
          message={
            refused && Object.keys(refused.fields).length === 0
              ? refused.message
              : error && !refused
                ? 'Something went wrong. Please try again.'
                : undefined
          }
        />
      </form>
    </Dialog>
  );
};
