import type { Actor } from '../shared/audit/actor';
import { auditEntry } from '../shared/audit/audit-entry';
import { committed, defineService, type TransactItem, writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { type RelationshipType, relationshipEntity } from './entities/relationship';

/** A relationship's change with its audit entry (blocking or unblocking a creator). */
const relationshipService = defineService({ relationship: relationshipEntity });

/**
 * Sets (or clears, with null) the relationship type; notes are kept. A blacklist keeps the instant it
 * began (a second "blacklist" does not move it): orders placed from then on earn nothing, earlier ones
 * keep their commission (record-order-paid.ts).
 *
 * Blocking or unblocking is a change to who earns (issue 35): it is written with its audit entry in one
 * transaction, on the condition that the type is still the one read. Favourites are not recorded.
 * `at`: when the brand decided (the demo's history blocks a creator in its setup week, before any order).
 */
export const setRelationshipType = async (
  brandId: string,
  creator: { id: string; username: string | null },
  type: RelationshipType | null,
  actor: Actor,
  at = new Date(),
) => {
  const creatorId = creator.id;
  const now = at.toISOString();
  const { data: current } = await relationshipEntity
    .get({ brand_id: brandId, creator_id: creatorId })
    .go({ consistent: true });
  const was = current?.relationship_type ?? null;
  const blocking = (was === 'blacklist') !== (type === 'blacklist');
  const update = relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .ifNotExists(type === 'blacklist' ? { notes: '', blacklisted_at: now } : { notes: '' })
    .set({ updated_at: now, ...(type ? { relationship_type: type } : {}) });
  const removed: ('relationship_type' | 'blacklisted_at')[] =
    type === 'blacklist' ? [] : type ? ['blacklisted_at'] : ['relationship_type', 'blacklisted_at'];
  const write = (removed.length > 0 ? update.remove(removed) : update).where((attr, op) =>
    was ? op.eq(attr.relationship_type, was) : op.notExists(attr.relationship_type),
  );
  const audit = blocking
    ? auditEntry(
        brandId,
        actor,
        {
          kind: type === 'blacklist' ? 'creator.blacklisted' : 'creator.unblacklisted',
          subject: {
            type: 'creator',
            id: creatorId,
            label: creator.username ? `@${creator.username}` : null,
          },
          before: { relationship_type: was },
          after: { relationship_type: type },
        },
        at,
      )
    : undefined;
  const outcome = await writeTransaction(
    relationshipService,
    (): Record<string, TransactItem> => ({
      relationship: committed(write),
      ...(audit ? { audit: audit.write } : {}),
    }),
  );
  if (!outcome.ok)
    throw new DomainError('conflict', 'This creator was just changed in another tab. Reload and try again.');
  const { data } = await relationshipEntity
    .get({ brand_id: brandId, creator_id: creatorId })
    .go({ consistent: true });
  return {
    creator_id: creatorId,
    relationship_type: data?.relationship_type ?? null,
    notes: data?.notes ?? '',
    updated_at: data?.updated_at ?? now,
  };
};

export const setRelationshipNotes = async (brandId: string, creatorId: string, notes: string) => {
  await relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .set({ notes, updated_at: new Date().toISOString() })
    .go();
};
