import { isConditionFailure } from '../shared/data/client';
import { DomainError } from '../shared/errors';
import { asSampleOrder, sampleOrderEntity } from './entities/samples';

/**
 * pending → fulfilled, only from pending: a second fulfil (two tabs, a retry) is 409 and changes
 * nothing; another brand's order id is simply not under this brand (404).
 */
export const fulfilSampleOrder = async (brandId: string, orderId: string) => {
  try {
    const { data } = await sampleOrderEntity
      .patch({ brand_id: brandId, id: orderId })
      .set({ status: 'fulfilled', fulfilled_at: new Date().toISOString() })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .go({ response: 'all_new' });
    return asSampleOrder(data);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await sampleOrderEntity.get({ brand_id: brandId, id: orderId }).go();
    if (!data) throw new DomainError('not_found', 'Sample order not found');
    throw new DomainError('conflict', 'This sample order was already fulfilled');
  }
};
