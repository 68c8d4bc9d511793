import { type RelationshipType, relationshipEntity } from './entities/relationship';

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
