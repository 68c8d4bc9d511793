import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

const text = { type: 'string', required: true } as const;

/**
 * A message from a creator's 'Contact Brand' form (spec 2.5), in the brand's inbox: BRAND#{brand_id} /
 * MSG#{id}. Ids sort by time, so the inbox Query returns messages as they arrived.
 */
export const brandMessageEntity = defineEntity({
  model: { entity: 'brand-message', version: '1', service: SERVICE },
  attributes: {
    id: text,
    brand_id: text,
    creator_id: text,
    creator_username: text,
    subject: text,
    message: text,
    created_at: text,
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'MSG#${id}') } },
});

export type BrandMessage = EntityItem<typeof brandMessageEntity>;
