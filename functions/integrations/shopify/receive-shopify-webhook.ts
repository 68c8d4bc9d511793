import { log } from '../../shared/log';
import { countMetric } from '../../shared/metrics/count';
import { storeHolder } from '../entities/store-claim';
import { recordDelivery } from '../record-delivery';
import { normalizedStoreDomain } from '../store/store-ownership';
import { readPayload } from './read-payload';
import { webhookTopics } from './topics';
import { verifyDelivery } from './verify-delivery';

type Outcome = 'accepted' | 'duplicate' | 'ignored';

/**
 * One Shopify delivery: verified first (401 otherwise, nothing read or written), then, for a topic we
 * handle, its payload normalized into the catalogue event and recorded with its receipt in one
 * transaction (record-delivery.ts). The work (ledger, disconnect, erasure) is the consumers', so the
 * answer comes after one GetItem and one DynamoDB write, well inside Shopify's 5 seconds. The GetItem
 * finds the brand holding the shop, which the order event names: the ledger records the sale from the
 * event alone and never asks integrations back (issue 32).
 */
export const receiveShopifyWebhook = async (event: {
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}): Promise<{ outcome: Outcome; topic: string }> => {
  const { headers, shopDomain, body } = verifyDelivery(event);
  const logged = { topic: headers.topic, shop: shopDomain, webhookId: headers.webhookId };
  const handler = webhookTopics[headers.topic];
  if (!handler) {
    log.info('shopify webhook of a topic we do not handle; ignored', logged);
    return { outcome: 'ignored', topic: headers.topic };
  }
  const payload = readPayload(body, handler.payload);
  const store = normalizedStoreDomain(shopDomain);
  const brandId = (store ? await storeHolder(store) : undefined) ?? null;
  const domainEvent = handler.toEvent(payload, { shopDomain, webhookId: headers.webhookId, brandId });
  const { outcome, eventId } = await recordDelivery(
    {
      webhook: {
        webhook_id: headers.webhookId,
        topic: headers.topic,
        shop_domain: shopDomain,
        api_version: headers.apiVersion,
        shopify_event_id: headers.eventId ?? undefined,
        triggered_at: headers.triggeredAt ?? undefined,
      },
    },
    domainEvent,
  );
  if (outcome === 'duplicate') {
    log.info('shopify webhook delivered again; already recorded', logged);
    return { outcome: 'duplicate', topic: headers.topic };
  }
  log.info(domainEvent ? 'shopify webhook recorded' : 'shopify webhook recorded (receipt only)', {
    ...logged,
    outboxEventId: eventId,
  });
  // The money pipeline's first count (the dashboard's "orders in"): every paid order a store sent us,
  // attributed or not, counted once per webhook id.
  if (headers.topic === 'orders/paid') countMetric('OrdersReceived', logged);
  return { outcome: 'accepted', topic: headers.topic };
};
