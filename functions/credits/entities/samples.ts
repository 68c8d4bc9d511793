import type { EntityItem } from 'electrodb';
import type { SampleOrder } from '../../../contracts/credits';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { type WithNulls, withNulls } from '../../shared/data/nulls';

/**
 * sample_orders (spec 3): a sample a creator redeemed with credits, under the brand that ships it (the
 * id time-sortable: the brand's Samples view is one Query, newest first). Created only inside the
 * redemption's transaction; its one transition, pending → fulfilled, is a conditional update.
 */
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
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'SORDER#${id}') } },
});

export const asSampleOrder = (item: object) => withNulls<SampleOrder>(item, ['fulfilled_at']);

/** sample_requests (spec 3): a creator asks the brand for a sample of one product, once. */
export const sampleRequestEntity = defineEntity({
  model: { entity: 'sample-request', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    product_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    /** Absent (null on older items) without a message. */
    message: { type: 'string' },
    status: { type: ['pending'] as const, required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'SAMPLE#${creator_id}#${product_id}'),
    },
  },
});

export type SampleRequest = WithNulls<EntityItem<typeof sampleRequestEntity>, 'message'>;
