import { defineEntity, SERVICE } from '../../shared/data/entity';

/** A message from a creator's 'Contact Brand' form (spec 2.5), kept in the brand's inbox. */
export interface BrandMessage {
  id: string;
  brand_id: string;
  creator_id: string;
  creator_username: string;
  subject: string;
  message: string;
  created_at: string;
}

/** BRAND#{brand_id} / MSG#{id}: ids sort by time, so the inbox Query returns messages as they arrived. */
export const brandMessageEntity = defineEntity({
  model: { entity: 'brand-message', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string' },
    subject: { type: 'string' },
    message: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'MSG#${id}', casing: 'none' },
    },
  },
});

/** Access pattern "a brand's inbox, newest first": one Query on the brand's partition (paged by size). */
export const listMessagesOfBrand = async (brandId: string): Promise<BrandMessage[]> => {
  const { data } = await brandMessageEntity.query
    .primary({ brand_id: brandId })
    .go({ order: 'desc', pages: 'all' });
  return data.map((item) => ({
    id: item.id,
    brand_id: item.brand_id,
    creator_id: item.creator_id,
    creator_username: item.creator_username ?? '',
    subject: item.subject ?? '',
    message: item.message ?? '',
    created_at: item.created_at ?? '',
  }));
};
