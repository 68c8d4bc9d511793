import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { recordReversal } from '../sales/record-reversal';

/** Consumer of ShopifyOrderCancelled: reverses whatever of the order is not yet reversed (once). */
export const handler = consumer('ShopifyOrderCancelled', async (detail, event) => {
  const outcome = await recordReversal({
    shopDomain: detail.shopDomain,
    orderId: detail.orderId,
    reversalId: 'CANCEL',
    units: 'all',
    at: new Date(detail.cancelledAt).toISOString(),
  });
  log.info('orders/cancelled handled', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    orderId: detail.orderId,
    outcome,
  });
});
