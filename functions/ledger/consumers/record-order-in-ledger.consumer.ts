import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { recordOrderPaid } from '../sales/record-order-paid';

/**
 * Consumer of ShopifyOrderPaid: attributes the order and writes its ledger entries. Idempotent by the
 * order id (the sale's conditional Put), so a redelivered webhook or a re-published event adds nothing.
 * A failure throws: retried, then parked in the rule's dead-letter queue.
 */
export const handler = consumer('ShopifyOrderPaid', async (detail, event) => {
  const { outcome } = await recordOrderPaid(detail);
  log.info('orders/paid handled', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    orderId: detail.order.id,
    shop: detail.shopDomain,
    outcome,
  });
});
