import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

const text = { type: 'string', required: true } as const;

/**
 * Issue 36 part 4: one message of a suspended creator's appeal thread with the operators,
 * CREATOR#{creatorId} / APPEAL#{at}#{id}: the creator's appeal and the operators' answers, oldest first.
 * A small thread of its own (the brand–creator threads are between a brand and a creator; the operators
 * are neither). Created once (conditional Put), never edited.
 */
export const appealMessageEntity = defineEntity({
  model: { entity: 'appeal-message', version: '1', service: SERVICE },
  attributes: {
    creator_id: text,
    at: text,
    id: text,
    from: { type: ['creator', 'operator'] as const, required: true },
    author_id: text,
    author_name: text,
    body: text,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'APPEAL#${at}#${id}') },
  },
});

export type AppealMessage = EntityItem<typeof appealMessageEntity>;

/** The creator's appeal thread, oldest first (one Query; a thread is a few messages). */
export const listAppealMessages = async (creatorId: string): Promise<AppealMessage[]> =>
  (await appealMessageEntity.query.primary({ creator_id: creatorId }).go({ consistent: true, pages: 'all' }))
    .data;
