/**
 * sample_orders (spec 3): a sample a creator redeemed with credits, kept under the brand that ships it
 * (BRAND#{id} / SORDER#{orderId}; the brand's Samples view is one Query). Created only inside the
 * redemption's transaction; its one transition, pending → fulfilled, is a conditional update.
 */
import type { SampleOrder } from '../../../contracts/credits';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { withNulls, withoutNulls } from '../../shared/data/nulls';
import { DomainError } from '../../shared/errors';

export type { SampleOrder };

export const ALREADY_FULFILLED = 'This sample order was already fulfilled';

export const sampleOrderEntity = defineEntity({
  model: { entity: 'sample-order', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    product_id: { type: 'string', required: true },
    product_name: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    customer_email: { type: 'string', required: true },
    credits: { type: 'number', required: true },
    status: { type: ['pending', 'fulfilled'] as const, required: true },
    created_at: { type: 'string', required: true },
    /** Absent (null on older items) until fulfilled. */
    fulfilled_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'SORDER#${id}', casing: 'none' },
    },
  },
});

/** Time-sortable, so the brand's orders list newest first by key. */
export const newSampleOrderId = (now = Date.now()) => createId('so_', now);

/** The order's attributes as stored: no null (fulfilled_at until fulfilled). */
export const sampleOrderAttributes = (order: SampleOrder) => withoutNulls(order);

const toOrder = (item: object) => withNulls<SampleOrder>(item, ['fulfilled_at']);

/** The brand's newest `limit` sample orders, newest first. */
export const listSampleOrdersOfBrand = async (brandId: string, limit = 100): Promise<SampleOrder[]> => {
  const { data } = await sampleOrderEntity.query.primary({ brand_id: brandId }).go({ limit, order: 'desc' });
  return data.map(toOrder);
};

/**
 * pending → fulfilled, only from pending: a second fulfil (two tabs, a retry) is 409 and changes
 * nothing; another brand's order id is simply not under this brand (404).
 */
export const fulfilSampleOrder = async (brandId: string, orderId: string): Promise<SampleOrder> => {
  try {
    const { data } = await sampleOrderEntity
      .patch({ brand_id: brandId, id: orderId })
      .set({ status: 'fulfilled', fulfilled_at: new Date().toISOString() })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .go({ response: 'all_new' });
    return toOrder(data);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await sampleOrderEntity.get({ brand_id: brandId, id: orderId }).go();
    if (!data) throw new DomainError('not_found', 'Sample order not found');
    throw new DomainError('conflict', ALREADY_FULFILLED);
  }
};
