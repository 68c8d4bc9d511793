import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiKey } from '../../../../../contracts/api-keys';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import { formatDate, formatTimeAgo } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Developers → API keys: the brand's keys (name, prefix, scopes, created, last used), create and revoke. */
export const ApiKeysSection = ({ editable }: { editable: boolean }) => {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      titleId="api-keys-title"
      title="API keys"
      description="Keys let your own systems (ERP, Zapier, dashboards) call the marketplace API for your brand."
      aside={editable && <Button onClick={() => setCreating(true)}>Create key</Button>}
      data-testid="api-keys-section"
    >
      <p className="mt-2 text-sm text-slate-700">
        What each key can do, with examples:{' '}
        <Link
          to={paths.developersApi.getHref()}
          className="font-semibold text-violet-700 underline underline-offset-2"
          data-testid="api-reference-link"
        >
          API reference
        </Link>
      </p>
      <div className="mt-5">
        <QueryState
          query={keys}
          what="API keys"
          loading={<Skeleton className="h-16 w-full" label="Loading API keys" />}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-slate-600">No keys yet. Create one to start using the API.</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="API keys">
                {list.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} editable={editable} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </SectionCard>
  );
};

const ApiKeyRow = ({ apiKey, editable }: { apiKey: ApiKey; editable: boolean }) => {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const revoked = Boolean(apiKey.revoked_at);
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="api-key-row"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {apiKey.name}
          {revoked ? <Badge tone="red">Revoked</Badge> : null}
        </p>
        <p className="mt-1 font-mono text-sm text-slate-700">{apiKey.prefix}…</p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} tone="violet">
              {scope}
            </Badge>
          ))}
        </p>
        <p className="mt-2 text-xs text-slate-600">
          Created {formatDate(apiKey.created_at)} ·{' '}
          {apiKey.last_used_at ? `Last used ${formatTimeAgo(apiKey.last_used_at)}` : 'Never used'}
          {apiKey.revoked_at ? ` · Revoked ${formatDate(apiKey.revoked_at)}` : ''}
        </p>
      </div>
      {revoked || !editable ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Revoke ${apiKey.name}`}
        >
          Revoke
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Key revoked', `${apiKey.name} no longer works.`);
            },
            onError: (error) => toast.error('Could not revoke the key', error.message),
          })
        }
        title={`Revoke ${apiKey.name}?`}
        message="Any system using this key is refused from its next request. This cannot be undone."
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        isPending={revoke.isPending}
        data-testid="revoke-api-key-dialog"
      />
    </li>
  );
};
