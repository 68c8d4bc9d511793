import { unlessRefused } from '../shared/data/client';
import { writeTransaction } from '../shared/data/entity';
import { creditsService } from './entities/credit-ledger';
import { type SampleOrderItem, sampleOrderEntity } from './entities/samples';

/**
 * pending → ordered: the store's order recorded on the sample order, with the pointer the fulfilment
 * webhook finds it by, in one transaction. Only from pending: a racing delivery that recorded it first
 * (or a brand who marked it shipped meanwhile) leaves it as it is (false).
 */
export const recordSampleStoreOrder = async (
  order: SampleOrderItem,
  store: { shopDomain: string; draftOrderId: string; orderId: string; orderName: string },
): Promise<boolean> => {
  const at = new Date().toISOString();
  const outcome = await writeTransaction(creditsService, (entities) => ({
    order: entities.sampleOrder
      .patch({ brand_id: order.brand_id, id: order.id })
      .set({
        status: 'ordered',
        shop_domain: store.shopDomain,
        draft_order_id: store.draftOrderId,
        store_order_id: store.orderId,
        store_order_name: store.orderName,
        updated_at: at,
      })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .commit(),
    pointer: entities.sampleStoreOrder
      .put({
        shop_domain: store.shopDomain,
        store_order_id: store.orderId,
        brand_id: order.brand_id,
        sample_order_id: order.id,
      })
      .commit(),
  }));
  if (!outcome.ok && outcome.refused.includes('order')) return false;
  if (!outcome.ok)
    throw new Error(`Recording the store order of ${order.id}: the transaction kept conflicting`);
  return true;
};

/** pending → failed with the store's reason, shown to the brand (who can retry) and the creator. */
export const recordSampleStoreFailure = async (order: SampleOrderItem, reason: string): Promise<void> => {
  // Refused when it moved on meanwhile (recorded by a racing delivery, shipped by hand): nothing to mark.
  await unlessRefused(
    sampleOrderEntity
      .patch({ brand_id: order.brand_id, id: order.id })
      .set({ status: 'failed', store_error: reason.slice(0, 500), updated_at: new Date().toISOString() })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .go(),
  );
};
