import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { creditsService } from './entities/credit-ledger';
import { asSampleOrder, sampleOrderEntity } from './entities/samples';

const NOT_FAILED = 'Only a sample order the store refused can be tried again';

/**
 * The brand tries again to create a sample order its store refused (after fixing the cause: a product
 * back in the store, the store reconnected with the scope): failed → pending, only from failed, with the
 * SampleOrderRetried event that makes the store order again (CreateSampleStoreOrder), in one transaction.
 */
export const retrySampleOrder = async (brandId: string, orderId: string) => {
  const key = { brand_id: brandId, id: orderId };
  const { data: order } = await sampleOrderEntity.get(key).go({ consistent: true });
  if (!order) throw new DomainError('not_found', 'Sample order not found');
  if (order.status !== 'failed') throw new DomainError('conflict', NOT_FAILED);
  const at = new Date();
  const event = outboxEvent(
    'SampleOrderRetried',
    {
      version: 1,
      orderId,
      brandId,
      creatorId: order.creator_id,
      creatorUsername: order.creator_username,
      productId: order.product_id,
      productName: order.product_name,
    },
    at,
  );
  const outcome = await writeTransaction(creditsService, (entities) => ({
    order: entities.sampleOrder
      .patch(key)
      .set({ status: 'pending', updated_at: at.toISOString() })
      .remove(['store_error', 'store_call_at'])
      .where((attr, op) => op.eq(attr.status, 'failed'))
      .commit(),
    event: entities.outbox.create(event.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.includes('order')) throw new DomainError('conflict', NOT_FAILED);
  if (!outcome.ok) throw new Error(`Retrying ${orderId}: the transaction kept conflicting`);
  const { store_error: _error, store_call_at: _call, ...rest } = order;
  return asSampleOrder({ ...rest, status: 'pending' });
};
