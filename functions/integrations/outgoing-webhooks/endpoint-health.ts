/**
 * An endpoint that has failed continuously for three days is turned off (issue 22): decided when one of
 * its deliveries is given up after its three days of retries, and only if no delivery to it succeeded
 * since that delivery was created (its recent log: one Query, no write on the delivery path).
 */
import { log } from '../../shared/log';
import type { WebhookEndpoint } from '../entities/webhook-endpoint';
import { listEndpointDeliveries } from './deliveries';
import { disableEndpoint, FAILING_DISABLED_REASON } from './endpoints';

export const disableIfFailingSince = async (endpoint: WebhookEndpoint, since: string): Promise<boolean> => {
  const recent = await listEndpointDeliveries(endpoint.brand_id, endpoint.id, 50);
  const succeededSince = recent.some((delivery) =>
    delivery.attempts.some((attempt) => attempt.ok && attempt.at >= since),
  );
  if (succeededSince) return false;
  const disabled = await disableEndpoint(endpoint, FAILING_DISABLED_REASON);
  if (disabled)
    log.warn('webhook endpoint disabled after three days of failures', { endpointId: endpoint.id });
  return disabled;
};
