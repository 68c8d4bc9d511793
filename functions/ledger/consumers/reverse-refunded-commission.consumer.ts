import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { recordReversal } from '../sales/record-reversal';

/** Consumer of ShopifyRefundCreated: reversal entries for the refunded units (once per refund id). */
export const handler = consumer('ShopifyRefundCreated', async ({ shopDomain, refund }, event) => {
  const units = new Map<string, number>();
  for (const line of refund.lineItems)
    units.set(line.lineItemId, (units.get(line.lineItemId) ?? 0) + line.quantity);
  const outcome = await recordReversal({
    shopDomain,
    orderId: refund.orderId,
    reversalId: refund.id,
    units,
    at: new Date(refund.createdAt).toISOString(),
  });
  log.info('refunds/create handled', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    orderId: refund.orderId,
    refundId: refund.id,
    outcome,
  });
});
