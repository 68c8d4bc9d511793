import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { creditsService } from './entities/credit-ledger';
import { asSampleOrder, sampleOrderEntity } from './entities/samples';

/**
 * pending → fulfilled, only from pending: a second fulfil (two tabs, a retry) is 409 and changes
 * nothing; another brand's order id is simply not under this brand (404). The SampleOrderFulfilled
 * event (the creator is told it shipped) is in the same transaction as the change.
 */
export const fulfilSampleOrder = async (brandId: string, orderId: string) => {
  const key = { brand_id: brandId, id: orderId };
  const { data: order } = await sampleOrderEntity.get(key).go({ consistent: true });
  if (!order) throw new DomainError('not_found', 'Sample order not found');
  if (order.status !== 'pending')
    throw new DomainError('conflict', 'This sample order was already fulfilled');
  const fulfilledAt = new Date();
  const event = outboxEvent(
    'SampleOrderFulfilled',
    {
      version: 1,
      orderId,
      brandId,
      creatorId: order.creator_id,
      productId: order.product_id,
      productName: order.product_name,
    },
    fulfilledAt,
  );
  const outcome = await writeTransaction(creditsService, (entities) => ({
    order: entities.sampleOrder
      .patch(key)
      .set({ status: 'fulfilled', fulfilled_at: fulfilledAt.toISOString() })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .commit(),
    event: entities.outbox.create(event.item).commit(),
  }));
  // Refused: another fulfil got there first.
  if (!outcome.ok && outcome.refused.includes('order'))
    throw new DomainError('conflict', 'This sample order was already fulfilled');
  if (!outcome.ok) throw new Error(`Fulfilling ${orderId}: the transaction kept conflicting`);
  return asSampleOrder({ ...order, status: 'fulfilled', fulfilled_at: fulfilledAt.toISOString() });
};
