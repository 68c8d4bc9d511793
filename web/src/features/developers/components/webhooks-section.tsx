import { useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { InlineLoadError } from '../../../components/layouts/inline-load-error';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  useDeleteWebhookEndpoint,
  useRevealWebhookSecret,
  useRollWebhookSecret,
  useSetWebhookEndpointEnabled,
  useWebhookEndpoints,
  type WebhookEndpoint,
} from '../api/webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { SendTestEvent } from './send-test-event';
import { WebhookDeliveries } from './webhook-deliveries';
import { type ShownSecret, WebhookSecretDialog } from './webhook-secret-dialog';

/**
 * The Developers tab's Webhooks section (issue 22): the brand's endpoints, each with its events, state,
 * secret (Reveal, Roll), on/off, Delete (confirmed), Send test event (issue 31: a sample of any type) and
 * its recent deliveries with Replay; Add endpoint
 * opens a dialog and the new secret is shown once.
 */
export const WebhooksSection = ({ editable }: { editable: boolean }) => {
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const full = endpoints.data ? endpoints.data.endpoints.length >= endpoints.data.max_endpoints : false;

  return (
    <SectionCard
      titleId="webhooks-title"
      title="Webhooks"
      description="Tell your own systems when sales, reversals, invoices and partnerships happen. Every delivery is signed with the endpoint's secret."
      aside={
        editable && (
          <Button size="sm" onClick={() => setAdding(true)} disabled={!endpoints.data || full}>
            Add endpoint
          </Button>
        )
      }
      data-testid="webhooks-section"
    >
      {endpoints.isPending ? (
        <div className="mt-5 space-y-3" aria-busy="true">
          <Skeleton className="h-20 w-full" label="Loading webhook endpoints" />
        </div>
      ) : endpoints.isError ? (
        <InlineLoadError
          what="webhook endpoints"
          onRetry={() => void endpoints.refetch()}
          isRetrying={endpoints.isRefetching}
          className="mt-4"
        />
      ) : endpoints.data.endpoints.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No endpoints yet. Add one to start receiving events.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {endpoints.data.endpoints.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} onSecret={setShown} editable={editable} />
          ))}
        </ul>
      )}
      {full && editable && (
        <p className="mt-3 text-sm text-slate-600">
          You have {endpoints.data?.max_endpoints} endpoints, the most allowed: delete one to add another.
        </p>
      )}
      <AddWebhookDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(secret) =>
          setShown({ title: `Endpoint added: copy its secret now`, secret, previous: null })
        }
      />
      <WebhookSecretDialog shown={shown} onClose={() => setShown(null)} />
    </SectionCard>
  );
};

const EndpointRow = ({
  endpoint,
  onSecret,
  editable,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (shown: ShownSecret) => void;
  /** Issue 35: without it, the endpoint and its deliveries are shown, and only Recent deliveries. */
  editable: boolean;
}) => {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRoll, setConfirmRoll] = useState(false);
  const [open, setOpen] = useState(false);
  const reveal = useRevealWebhookSecret();
  const roll = useRollWebhookSecret();
  const setEnabled = useSetWebhookEndpointEnabled();
  const remove = useDeleteWebhookEndpoint();
  const deliveriesId = `webhook-deliveries-${endpoint.id}`;

  const run = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      toast.error(`Could not ${what}`, apiErrorMessage(error, 'Please try again.'));
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold break-all text-slate-900">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
        </div>
        <Badge tone={endpoint.enabled ? 'green' : 'neutral'} className="self-start">
          {endpoint.enabled ? 'On' : 'Off'}
        </Badge>
      </div>
      {endpoint.disabled_reason && (
        <p
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="webhook-disabled-reason"
        >
          {endpoint.disabled_reason}. Nothing is sent to it until you turn it back on: check that it answers
          with a 2xx status first.
        </p>
      )}
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Events">
        {endpoint.events.map((type) => (
          <li key={type}>
            <Badge tone="violet" className="font-mono">
              {type}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Secret <code className="rounded bg-slate-100 px-1">{endpoint.secret_hint}</code>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {editable && (
          <>
            <Button
              variant="secondary"
              size="sm"
              isLoading={reveal.isPending}
              onClick={() =>
                void run('reveal the secret', async () => {
                  const { secret, previous_secret } = await reveal.mutateAsync(endpoint.id);
                  onSecret({ title: 'Signing secret', secret, previous: previous_secret });
                })
              }
            >
              Reveal secret
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirmRoll(true)}>
              Roll secret
            </Button>
            <Button
              variant="secondary"
              size="sm"
              isLoading={setEnabled.isPending}
              onClick={() =>
                void run(endpoint.enabled ? 'turn it off' : 'turn it on', () =>
                  setEnabled.mutateAsync({ endpointId: endpoint.id, enabled: !endpoint.enabled }),
                )
              }
            >
              {endpoint.enabled ? 'Turn off' : 'Turn on'}
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={deliveriesId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide deliveries' : 'Recent deliveries'}
        </Button>
        {editable && (
          <Button variant="secondary" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </div>
      {editable && <SendTestEvent endpointId={endpoint.id} onSent={() => setOpen(true)} />}
      <div id={deliveriesId}>
        {open && <WebhookDeliveries endpointId={endpoint.id} editable={editable} />}
      </div>
      <ConfirmDialog
        open={confirmRoll}
        onCancel={() => setConfirmRoll(false)}
        title="Roll this endpoint's secret?"
        message="A new secret signs from now on. The current one keeps signing beside it for 24 hours, so you can update your receiver."
        confirmLabel="Roll secret"
        pendingLabel="Rolling..."
        isPending={roll.isPending}
        onConfirm={() =>
          void run('roll the secret', async () => {
            const rolled = await roll.mutateAsync(endpoint.id);
            setConfirmRoll(false);
            const revealed = await reveal.mutateAsync(endpoint.id);
            onSecret({
              title: 'New signing secret',
              secret: rolled.secret,
              previous: revealed.previous_secret,
              until: rolled.previous_secret_until,
            });
          })
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        title="Delete this endpoint?"
        message={`Nothing more is sent to ${endpoint.url}. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() =>
          void run('delete the endpoint', async () => {
            await remove.mutateAsync(endpoint.id);
            setConfirmDelete(false);
            toast.success('Endpoint deleted');
          })
        }
      />
    </li>
  );
};
