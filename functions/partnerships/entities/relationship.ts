import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * brand_creator_relationships (spec 3): BRAND#{brand_id} / REL#{creator_id}, one item per brand and
 * creator in the brand's partition (tenancy). Favorite and blacklist are one attribute, so they are
 * mutually exclusive by construction; notes live beside them. brand_id is only in the key on old items:
 * ids are taken from the call, never read back. A cleared type is an absent attribute (old items may
 * hold null).
 */
export const relationshipEntity = defineEntity({
  model: { entity: 'relationship', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    relationship_type: { type: ['favorite', 'blacklist'] as const },
    notes: { type: 'string' },
    /** When the current blacklist began: orders placed from then on earn nothing (record-order-paid). */
    blacklisted_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'REL#${creator_id}') } },
});

export type RelationshipType = NonNullable<EntityItem<typeof relationshipEntity>['relationship_type']>;

/** This brand's own mark and notes on a creator, as stored (none yet: absent, or null on old items). */
export type BrandMark = { relationship_type?: RelationshipType | null; notes?: string };
