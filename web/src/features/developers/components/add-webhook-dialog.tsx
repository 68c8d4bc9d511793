import { type FormEvent, useId, useState } from 'react';
import {
  type WebhookEventType,
  webhookEvents,
  webhookEventTypes,
} from '../../../../../contracts/outgoing-webhooks';
import { Button } from '../../../../../ui/components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCreateWebhookEndpoint } from '../api/webhooks';

/**
 * Add endpoint: the URL (https; checked on the server against private addresses, the refusal shown at
 * the field), what it is for, and the events it receives. On success the caller shows the secret once.
 */
export const AddWebhookDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) => {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['sale.created']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateWebhookEndpoint();
  const eventsId = useId();

  const close = () => {
    if (create.isPending) return;
    setUrl('');
    setDescription('');
    setEvents(['sale.created']);
    setErrors({});
    setFormError(undefined);
    onClose();
  };

  const toggle = (type: WebhookEventType) =>
    setEvents((chosen) => (chosen.includes(type) ? chosen.filter((t) => t !== type) : [...chosen, type]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(undefined);
    try {
      const created = await create.mutateAsync({ url, description, events });
      onCreated(created.secret);
      close();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const atFields = {
        url: fields.url,
        description: fields.description,
        events: Object.entries(fields).find(([path]) => path.startsWith('events'))?.[1],
      };
      setErrors(Object.fromEntries(Object.entries(atFields).filter(([, m]) => m)) as Record<string, string>);
      if (!atFields.url && !atFields.description && !atFields.events)
        setFormError(apiErrorMessage(error, 'The endpoint could not be added. Please try again.'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add a webhook endpoint"
      description="We send a signed POST to this URL when the events you choose happen."
      data-testid="add-webhook-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="add-webhook-form" isLoading={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add endpoint'}
          </Button>
        </>
      }
    >
      <form id="add-webhook-form" onSubmit={submit} noValidate className="space-y-4">
        <Input
          label="Endpoint URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/webhooks/marketplace"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          hint="Must start with https:// and reach a public address."
          required
        />
        <Input
          label="Description (optional)"
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-900">Events</legend>
          <ul className="mt-2 space-y-1 rounded-lg border border-slate-200 p-2">
            {webhookEventTypes.map((type) => (
              <li key={type}>
                <label className="flex items-start gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-violet-700"
                    checked={events.includes(type)}
                    onChange={() => toggle(type)}
                  />
                  <span>
                    <span className="font-mono text-xs font-semibold">{type}</span>
                    <span className="block text-slate-600">{webhookEvents[type]}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {errors.events && (
            <p id={`${eventsId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errors.events}
            </p>
          )}
        </fieldset>
        <FormError message={formError} />
      </form>
    </Dialog>
  );
};
