import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { type WithNulls, withNulls } from '../../shared/data/nulls';

/**
 * sample_requests (spec 3): a creator asks the brand for a sample of one product, once:
 * BRAND#{brandId} / SAMPLE#{creatorId}#{productId}, under the brand.
 */
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
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['creator_id', 'product_id'],
        template: 'SAMPLE#${creator_id}#${product_id}',
        casing: 'none',
      },
    },
  },
});

export type SampleRequest = WithNulls<EntityItem<typeof sampleRequestEntity>, 'message'>;

/** The brand's newest `limit` requests (one Query of its partition), with `message` null when absent. */
export const listSampleRequests = async (brandId: string, limit = 100): Promise<SampleRequest[]> => {
  const { data } = await sampleRequestEntity.query.primary({ brand_id: brandId }).go({ limit });
  return data.map((item) => withNulls<SampleRequest>(item, ['message']));
};
