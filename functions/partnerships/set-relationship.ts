import { type RelationshipType, relationshipEntity } from './entities/relationship';

/**
 * Sets (or clears, with null) the relationship type; notes are kept. A blacklist keeps the instant it
 * began (a second "blacklist" does not move it): orders placed from then on earn nothing, earlier ones
 * keep their commission (record-order-paid.ts).
 */
export const setRelationshipType = async (
  brandId: string,
  creatorId: string,
  type: RelationshipType | null,
) => {
  const now = new Date().toISOString();
  const update = relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .ifNotExists(type === 'blacklist' ? { notes: '', blacklisted_at: now } : { notes: '' })
    .set({ updated_at: now, ...(type ? { relationship_type: type } : {}) });
  const removed: ('relationship_type' | 'blacklisted_at')[] =
    type === 'blacklist' ? [] : type ? ['blacklisted_at'] : ['relationship_type', 'blacklisted_at'];
  const { data } = await (removed.length > 0 ? update.remove(removed) : update).go({ response: 'all_new' });
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
