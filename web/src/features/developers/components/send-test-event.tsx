import { useState } from 'react';
import {
  type WebhookEventType,
  webhookEvents,
  webhookEventTypes,
} from '../../../../../contracts/outgoing-webhooks';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { Select } from '../../../components/ui/select';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSendWebhookTestEvent } from '../api/webhooks';

const typeOptions = webhookEventTypes.map((type) => ({
  value: type,
  label: `${type} — ${webhookEvents[type]}`,
}));

/**
 * Send test event (issue 31): a sample payload of the chosen type, signed and sent to the endpoint now,
 * through the same path and log as real events, marked as a test and never retried. `onSent` opens the
 * endpoint's deliveries, where it shows.
 */
export const SendTestEvent = ({ endpointId, onSent }: { endpointId: string; onSent: () => void }) => {
  const [type, setType] = useState<WebhookEventType>(webhookEventTypes[0]);
  const send = useSendWebhookTestEvent();

  const onSend = async () => {
    try {
      const { delivery } = await send.mutateAsync({ endpointId, type });
      const last = delivery.attempts.at(-1);
      if (last?.ok) toast.success('Test event sent', `${type}: answered ${last.status}.`);
      else toast.error('Test event sent, but the endpoint did not accept it', last?.excerpt);
      onSent();
    } catch (error) {
      toast.error('Could not send the test event', apiErrorMessage(error, 'Please try again.'));
    }
  };

  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="webhook-test-event">
      <Select
        label="Test event type"
        fieldClassName="min-w-0 flex-1"
        className="h-9 text-sm"
        options={typeOptions}
        value={type}
        onChange={(event) => setType(event.target.value as WebhookEventType)}
      />
      <Button variant="secondary" size="sm" isLoading={send.isPending} onClick={() => void onSend()}>
        Send test event
      </Button>
    </div>
  );
};
