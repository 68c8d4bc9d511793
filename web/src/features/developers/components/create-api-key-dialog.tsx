import { useState } from 'react';
import { API_KEY_NAME_MAX, type ApiKeyScope, apiKeyScopes } from '../../../../../contracts/api-keys';
import { Button } from '../../../../../ui/components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useCreateApiKey } from '../api/api-keys';

/** What each scope lets a key do, in words. */
export const scopeLabels: Record<ApiKeyScope, string> = {
  'sales:read': 'Read sales, their lines and commissions',
  'commissions:read': 'Read commissions and payouts owed',
  'products:read': 'Read products',
  'products:write': "Change products' commission and availability",
  'links:read': "Read partners' links",
  'partners:read': 'Read partners',
};

/**
 * Create key: a name and scopes; on success the secret, shown this once with a copy button and a
 * warning (the server keeps only its hash).
 */
export const CreateApiKeyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [secret, setSecret] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const error = create.error instanceof ApiError ? create.error : undefined;

  const close = () => {
    setName('');
    setScopes([]);
    setSecret(undefined);
    setCopied(false);
    create.reset();
    onClose();
  };

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => apiKeyScopes.filter((s) => (s === scope ? on : current.includes(s))));

  if (secret)
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Copy your API key"
        description="This is the only time the key is shown. Store it somewhere safe: if it is lost, revoke it and create another."
        data-testid="api-key-secret-dialog"
        footer={<Button onClick={close}>Done</Button>}
      >
        <div className="mt-4 grid gap-3">
          <code
            className="block break-all rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm"
            data-testid="api-key-secret"
          >
            {secret}
          </code>
          <div className="flex items-center gap-3">
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(secret);
                setCopied(true);
              }}
            >
              Copy key
            </Button>
            <span role="status" className="text-sm text-slate-600">
              {copied ? 'Copied to the clipboard.' : ''}
            </span>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create API key"
      description="A key acts for your brand only, with the scopes you choose."
      data-testid="create-api-key-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="create-api-key-form" isLoading={create.isPending}>
            Create key
          </Button>
        </>
      }
    >
      <form
        id="create-api-key-form"
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name, scopes }, { onSuccess: (created) => setSecret(created.secret) });
        }}
      >
        <Input
          label="Name"
          hint="For example the system that uses it: ERP sync, Zapier."
          value={name}
          maxLength={API_KEY_NAME_MAX}
          onChange={(event) => {
            setName(event.currentTarget.value);
            // The server's verdict was about the old name: not shown against the new one.
            if (create.error) create.reset();
          }}
          error={error?.fields.name}
        />
        <fieldset aria-describedby={error?.fields.scopes ? 'api-key-scopes-error' : undefined}>
          <legend className="text-sm font-medium text-slate-900">Scopes</legend>
          <div className="mt-2 grid gap-2">
            {apiKeyScopes.map((scope) => (
              <label key={scope} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-violet-700"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.currentTarget.checked)}
                />
                <span>
                  <span className="font-mono text-slate-900">{scope}</span>
                  <span className="block text-slate-600">{scopeLabels[scope]}</span>
                </span>
              </label>
            ))}
          </div>
          {error?.fields.scopes ? (
            <p id="api-key-scopes-error" className="mt-2 text-sm text-red-700">
              {error.fields.scopes}
            </p>
          ) : null}
        </fieldset>
        <FormError message={error && Object.keys(error.fields).length === 0 ? error.message : undefined} />
      </form>
    </Dialog>
  );
};
