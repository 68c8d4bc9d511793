import type { SampleOrderStatus } from '../../contracts/credits';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { creditsService } from './entities/credit-ledger';
import { asSampleOrder, type SampleOrderItem, sampleOrderEntity } from './entities/samples';

/** The statuses a sample can be shipped from: all but shipped. */
const NOT_SHIPPED: readonly SampleOrderStatus[] = ['pending', 'ordered', 'failed'];

export interface Tracking {
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

/**
 * → fulfilled (Shipped), from any status but fulfilled: a second time (two tabs, a retry, a webhook
 * redelivered under a new id) is refused by the update's condition and changes nothing. The
 * SampleOrderFulfilled event (the creator is told it shipped) is in the same transaction as the change.
 * Returns undefined when it was already shipped.
 */
export const markSampleShipped = async (
  order: SampleOrderItem,
  tracking: Tracking | null,
  at = new Date(),
) => {
  const key = { brand_id: order.brand_id, id: order.id };
  const event = outboxEvent(
    'SampleOrderFulfilled',
    {
      version: 1,
      orderId: order.id,
      brandId: order.brand_id,
      creatorId: order.creator_id,
      productId: order.product_id,
      productName: order.product_name,
    },
    at,
  );
  const changes = {
    status: 'fulfilled' as const,
    fulfilled_at: at.toISOString(),
    updated_at: at.toISOString(),
    ...Object.fromEntries(Object.entries(tracking ?? {}).filter(([, value]) => value !== null)),
  };
  const outcome = await writeTransaction(creditsService, (entities) => ({
    order: entities.sampleOrder
      .patch(key)
      .set(changes)
      .where((attr, op) => NOT_SHIPPED.map((status) => op.eq(attr.status, status)).join(' OR '))
      .commit(),
    event: entities.outbox.create(event.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.includes('order')) return undefined;
  if (!outcome.ok) throw new Error(`Shipping ${order.id}: the transaction kept conflicting`);
  return asSampleOrder({ ...order, ...changes });
};

/**
 * Marked shipped by the brand (a store without Shopify, or shipped outside it); another brand's order id
 * is simply not under this brand (404); an order already shipped is 409.
 */
export const fulfilSampleOrder = async (brandId: string, orderId: string) => {
  const { data: order } = await sampleOrderEntity
    .get({ brand_id: brandId, id: orderId })
    .go({ consistent: true });
  if (!order) throw new DomainError('not_found', 'Sample order not found');
  const shipped = order.status === 'fulfilled' ? undefined : await markSampleShipped(order, null);
  if (!shipped) throw new DomainError('conflict', 'This sample order was already fulfilled');
  return shipped;
};
