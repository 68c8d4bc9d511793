import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  revealWebhookSecret,
  rollWebhookSecret,
  sendWebhookTestEvent,
  setWebhookEndpointEnabled,
  type WebhookEventType,
} from '../../../../../contracts/outgoing-webhooks';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';

/** Every webhooks query sits under this key: a change to endpoints reads them again. */
const webhooksQueryRoot = ['developers', 'webhooks'] as const;
const endpointsKey = [...webhooksQueryRoot, 'endpoints'] as const;
const deliveriesKey = (endpointId: string) => [...webhooksQueryRoot, 'deliveries', endpointId] as const;

export type WebhookEndpoints = ContractOutput<typeof listWebhookEndpoints>;
export type WebhookEndpoint = WebhookEndpoints['endpoints'][number];
export type WebhookDelivery = ContractOutput<typeof listWebhookDeliveries>['deliveries'][number];
export type NewWebhookEndpoint = ContractInput<typeof createWebhookEndpoint>['body'];

/** `GET /api/brand/webhooks`: the brand's endpoints and how many it may have. */
export const useWebhookEndpoints = () =>
  useQuery({ queryKey: endpointsKey, queryFn: () => callApi(listWebhookEndpoints) });

/** `GET /api/brand/webhooks/{id}/deliveries`: the endpoint's recent deliveries, newest first. */
export const useWebhookDeliveries = (endpointId: string, enabled: boolean) =>
  useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: () => callApi(listWebhookDeliveries, { params: { endpointId } }),
    enabled,
  });

const useEndpointsChange = <A, R>(run: (arg: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryRoot }),
  });
};

/** `POST /api/brand/webhooks`: the answer holds the secret, shown once. */
export const useCreateWebhookEndpoint = () =>
  useEndpointsChange((body: NewWebhookEndpoint) => callApi(createWebhookEndpoint, { body }));

export const useSetWebhookEndpointEnabled = () =>
  useEndpointsChange(({ endpointId, enabled }: { endpointId: string; enabled: boolean }) =>
    callApi(setWebhookEndpointEnabled, { params: { endpointId }, body: { enabled } }),
  );

export const useDeleteWebhookEndpoint = () =>
  useEndpointsChange((endpointId: string) => callApi(deleteWebhookEndpoint, { params: { endpointId } }));

export const useRollWebhookSecret = () =>
  useEndpointsChange((endpointId: string) => callApi(rollWebhookSecret, { params: { endpointId } }));

/** Reveal is a POST (it is logged as an action, and never cached). */
export const useRevealWebhookSecret = () =>
  useMutation({
    mutationFn: (endpointId: string) => callApi(revealWebhookSecret, { params: { endpointId } }),
  });

export const useReplayWebhookDelivery = () =>
  useEndpointsChange(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    callApi(replayWebhookDelivery, { params: { endpointId, deliveryId } }),
  );

/** `POST /api/brand/webhooks/{id}/test` (issue 31): a sample of the type, sent now; the log shows it. */
export const useSendWebhookTestEvent = () =>
  useEndpointsChange(({ endpointId, type }: { endpointId: string; type: WebhookEventType }) =>
    callApi(sendWebhookTestEvent, { params: { endpointId }, body: { type } }),
  );
