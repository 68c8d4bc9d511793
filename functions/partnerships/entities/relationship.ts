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
    updated_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'REL#${creator_id}') } },
});

export type RelationshipType = NonNullable<EntityItem<typeof relationshipEntity>['relationship_type']>;

/** This brand's own mark and notes on a creator, as stored (none yet: absent, or null on old items). */
export type BrandMark = { relationship_type?: RelationshipType | null; notes?: string };

/** Sets (or clears, with null) the relationship type; notes are kept. */
export const setRelationshipType = async (
  brandId: string,
  creatorId: string,
  type: RelationshipType | null,
) => {
  const update = relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .ifNotExists({ notes: '' })
    .set({ updated_at: new Date().toISOString(), ...(type ? { relationship_type: type } : {}) });
  const { data } = await (type ? update : update.remove(['relationship_type'])).go({ response: 'all_new' });
  return {
    creator_id: creatorId,
    relationship_type: data.relationship_type ?? null,
    notes: data.notes ?? '',
    updated_at: data.updated_at as string,
  };
};

export const setRelationshipNotes = async (brandId: string, creatorId: string, notes: string) => {
  await relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .set({ notes, updated_at: new Date().toISOString() })
    .go();
};

/** One GetItem: has this brand blacklisted this creator? */
export const isBlacklisted = async (brandId: string, creatorId: string): Promise<boolean> => {
  const { data } = await relationshipEntity
    .get({ brand_id: brandId, creator_id: creatorId })
    .go({ attributes: ['relationship_type'] });
  return data?.relationship_type === 'blacklist';
};
