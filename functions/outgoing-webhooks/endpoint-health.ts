/**
 * An endpoint that has failed continuously for three days is turned off (issue 22): decided when one of
 * its deliveries is given up after its three days of retries, and only if no delivery to it succeeded
 * since that delivery was created (its recent log: one Query, no write on the delivery path). Turning it
 * off and the WebhookEndpointDisabled event that tells the brand are one transaction, conditional on the
 * endpoint being on: two runs giving up at once (or a brand turning it off meanwhile) tell nobody twice.
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { committed, defineService, transactional, writeTransaction } from '../shared/data/entity';
import { log } from '../shared/log';
import { outboxEntity, outboxEvent } from '../shared/outbox/outbox-event';
import { listEndpointDeliveries } from './deliveries';
import { disabledIndexOf, type WebhookEndpoint, webhookEndpointEntity } from './entities/webhook-endpoint';

const endpointWithEvent = defineService({ endpoint: webhookEndpointEntity, outbox: outboxEntity });

/** What the Developers screen says about an endpoint the marketplace turned off at `at`. */
export const failingReason = (at: string) =>
  `Turned off on ${format(new UTCDate(at), 'MMM d, yyyy')} after failing for three days`;

/**
 * Turns the endpoint off unless a delivery to it succeeded since `since`; `at` is the schedule's instant
 * (the attempts' clock). True when this call turned it off.
 */
export const disableIfFailingSince = async (
  endpoint: WebhookEndpoint,
  since: string,
  at: Date,
): Promise<boolean> => {
  const recent = await listEndpointDeliveries(endpoint.brand_id, endpoint.id, 50);
  const succeededSince = recent.some((delivery) =>
    delivery.attempts.some((attempt) => attempt.ok && attempt.at >= since),
  );
  if (succeededSince) return false;
  const disabledAt = at.toISOString();
  const outcome = await writeTransaction(endpointWithEvent, () => ({
    endpoint: transactional(webhookEndpointEntity)
      .patch({ brand_id: endpoint.brand_id, id: endpoint.id })
      .set({
        enabled: false,
        disabled_reason: failingReason(disabledAt),
        disabled_at: disabledAt,
        // Issue 36: listed for the operators until the brand turns it on again.
        ...disabledIndexOf(endpoint, disabledAt),
      })
      .where((attr, op) => op.eq(attr.enabled, true))
      .commit(),
    told: committed(
      outboxEntity.create(
        outboxEvent('WebhookEndpointDisabled', {
          version: 1,
          brandId: endpoint.brand_id,
          endpointId: endpoint.id,
          url: endpoint.url,
          failingSince: since,
          disabledAt,
        }).item,
      ),
    ),
  }));
  if (outcome.ok) {
    log.warn('webhook endpoint disabled after three days of failures', { endpointId: endpoint.id });
    return true;
  }
  // Already off (deleted, turned off by the brand, or by another run): nothing to tell.
  if (outcome.refused.includes('endpoint')) return false;
  throw new Error(`disableIfFailingSince: the transaction kept conflicting (${endpoint.id})`);
};
