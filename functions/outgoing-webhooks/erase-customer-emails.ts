/**
 * Shopify's customers/redact and shop/redact reach the brands' webhook logs too (issue 35): a sale's
 * payload carries the order's `customer_email`, and the log keeps each delivery's body for 30 days
 * (Replay sends it again). The brands whose sales the shop recorded (the ledger's pointers) have their
 * endpoints' deliveries read (one Query per endpoint, in the brand's partition) and every body naming
 * the customer rewritten with the e-mail removed (null, as a sale without one). A replay then sends the
 * body as it now stands; nothing else of the delivery changes.
 */
import { brandsOfShopOrders } from '../ledger';
import { listEndpoints } from './endpoints';
import { webhookDeliveryEntity } from './entities/webhook-delivery';

/** What a request erases: the customer's e-mail, the orders it names, or (shop/redact) every customer. */
export type Redaction = { email: string | null; orderIds: readonly string[] } | 'every customer';

const names = (redaction: Redaction, object: { customer_email?: unknown; order_id?: unknown }): boolean =>
  typeof object.customer_email === 'string' &&
  (redaction === 'every customer' ||
    object.customer_email.toLowerCase() === redaction.email?.trim().toLowerCase() ||
    redaction.orderIds.includes(String(object.order_id)));

/** The body with the e-mail of every object (a sale) the redaction names set to null; null when none did. */
const erased = (body: string, redaction: Redaction): string | null => {
  let changed = false;
  const json = JSON.parse(body, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && names(redaction, value)) {
      changed = true;
      return { ...value, customer_email: null };
    }
    return value;
  });
  return changed ? JSON.stringify(json) : null;
};

/**
 * Erases the customer's e-mail (or every customer's: shop/redact) from the deliveries of the brands
 * that recorded the shop's orders. Answers how many bodies changed.
 */
export const eraseCustomerEmailsFromDeliveries = async (
  shopDomain: string,
  redaction: Redaction,
): Promise<number> => {
  let rewritten = 0;
  for (const brandId of await brandsOfShopOrders(shopDomain)) {
    for (const endpoint of await listEndpoints(brandId)) {
      const { data } = await webhookDeliveryEntity.query
        .primary({ brand_id: brandId, endpoint_id: endpoint.id })
        .go({ pages: 'all' });
      for (const delivery of data) {
        const body = delivery.body.includes('customer_email') ? erased(delivery.body, redaction) : null;
        if (body === null) continue;
        await webhookDeliveryEntity
          .patch({ brand_id: brandId, endpoint_id: endpoint.id, id: delivery.id })
          .set({ body })
          .go();
        rewritten++;
      }
    }
  }
  return rewritten;
};
