/**
 * Outgoing webhooks (issue 22) for tests: a bucket of the local webhook inspector (its endpoint URL and
 * secret address) and what arrived in one (infra/local/webhook-inspector.ts), and an endpoint's failing deliveries taken through their three
 * days of retries by running the scoped RetryWebhookDeliveries schedule at each due instant.
 */
import { api } from './cloud';
import { localControlUrl } from './local-only';
import { forBrands, runSchedule } from './payouts';

/** A bucket of the inspector: the endpoint URL to register and the secret address it is read at. */
export interface InspectorBucket {
  bucket: string;
  endpoint_url: string;
  view_url: string;
}

/**
 * Creates a bucket in the local webhook inspector (its name: tests name it after what they check, with
 * their brand's id); the secret address is answered only here, at creation.
 */
export const inspectorBucket = async (name: string): Promise<InspectorBucket> => {
  const response = await fetch(
    `${localControlUrl('uses the local webhook inspector')}/__local/webhook-inspector/?name=${encodeURIComponent(name)}`,
    { method: 'POST' },
  );
  if (response.status !== 201) throw new Error(`inspector bucket ${name}: ${response.status}`);
  return (await response.json()) as InspectorBucket;
};

export interface Arrival {
  number: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the inspector recorded in the bucket, newest first (read at its secret address). */
export const arrivals = async (bucket: InspectorBucket): Promise<Arrival[]> => {
  const response = await fetch(bucket.view_url, { headers: { accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`inspector bucket ${bucket.bucket}: ${response.status}`);
  return ((await response.json()) as { deliveries: Arrival[] }).deliveries;
};

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
