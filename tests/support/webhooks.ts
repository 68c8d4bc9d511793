/**
 * Outgoing webhooks (issue 22) for tests: the local webhook inspector's bucket URLs and what arrived in
 * one (infra/local/webhook-inspector.ts), and an endpoint's failing deliveries taken through their three
 * days of retries by running the scoped RetryWebhookDeliveries schedule at each due instant.
 */
import { api, outputs } from './cloud';
import { forBrands, runSchedule } from './payouts';

export const inspectorUrl = (bucket: string) => `${outputs().WebUrl}/__local/webhook-inspector/${bucket}`;

export interface Arrival {
  number: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the inspector recorded in the bucket, newest first. */
export const arrivals = async (bucket: string): Promise<Arrival[]> =>
  (await (await fetch(inspectorUrl(bucket), { headers: { accept: 'application/json' } })).json()).deliveries;

interface LoggedDelivery {
  id: string;
  status: 'pending' | 'delivered' | 'failed';
  next_attempt_at: string | null;
  created_at: string;
  attempt_count: number;
  attempts: { at: string; ok: boolean; status: number | null }[];
}

/** The endpoint's newest delivery as the brand's log shows it. */
export const latestDelivery = async (
  token: string,
  endpointId: string,
): Promise<LoggedDelivery | undefined> =>
  (await api(`/brand/webhooks/${endpointId}/deliveries`, { token })).body.deliveries[0];

/**
 * Runs the brand's retries at each due instant of the endpoint's newest delivery until it is no longer
 * pending (delivered, or given up after three days); `each` sees the delivery before every run.
 */
export const retryUntilSettled = async (
  brand: { brandId: string; token: string },
  endpointId: string,
  each?: (delivery: LoggedDelivery) => void,
): Promise<LoggedDelivery> => {
  let delivery = await latestDelivery(brand.token, endpointId);
  if (!delivery) throw new Error(`No delivery to ${endpointId}`);
  while (delivery.status === 'pending') {
    each?.(delivery);
    const at = Date.parse(delivery.next_attempt_at ?? '') + 1000;
    await runSchedule('RetryWebhookDeliveries', new Date(at).toISOString(), forBrands(brand));
    delivery = (await latestDelivery(brand.token, endpointId)) as LoggedDelivery;
  }
  return delivery;
};
