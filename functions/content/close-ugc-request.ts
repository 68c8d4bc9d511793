import { isConditionFailure } from '../shared/data/client';
import { DomainError } from '../shared/errors';
import { asUgcRequest, ugcRequestEntity } from './entities/ugc-request';

/**
 * open → closed, once (a second close is 409; another brand's request is not found by key). The index
 * condition takes it out of both creator listings in the same write; it is evaluated on the item's
 * state after the write, so the write restates the listings' sort-key parts it read (unchanged).
 */
export const closeUgcRequest = async (brandId: string, requestId: string) => {
  const { data: current } = await ugcRequestEntity.get({ brand_id: brandId, id: requestId }).go();
  if (!current) throw new DomainError('not_found', 'UGC request not found');
  try {
    const { data } = await ugcRequestEntity
      .patch({ brand_id: brandId, id: requestId })
      .set({ status: 'closed', closed_at: new Date().toISOString(), created_at: current.created_at })
      .where((attr, op) => `${op.eq(attr.status, 'open')} AND ${op.eq(attr.created_at, current.created_at)}`)
      .go({ response: 'all_new' });
    return asUgcRequest(data);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new DomainError('conflict', 'This request is already closed.');
  }
};
