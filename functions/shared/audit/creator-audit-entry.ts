import type { EntityItem } from 'electrodb';
import { auditActorTypes } from '../../../contracts/audit-log';
import { type CreatorAuditKind, creatorAuditKinds } from '../../../contracts/creator-managers';
import { defineEntity, SERVICE, tableKey, transactional } from '../data/entity';
import { createId } from '../data/ids';
import { currentCorrelationId } from '../log';
import { AUDIT_RETENTION_SECONDS } from './audit-entry';
import { auditEntryFields, presentField as present } from './entry-fields';

/**
 * Issue 35, part 2: one entry of a creator's activity log, CREATOR#{creatorId} / AUDIT#{at}#{id}, newest
 * first in one Query; the brand log's shape (audit-entry.ts) with the creator log's kinds. Append-only,
 * kept two years (TTL). It records manager grants and removals (in their transactions) and every change
 * a manager made for the creator (actor = the manager, acting_for = the creator).
 */
export const creatorAuditEntity = defineEntity({
  model: { entity: 'creator-audit-entry', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    kind: { type: creatorAuditKinds, required: true },
    actor_type: { type: auditActorTypes, required: true },
    acting_for: { type: 'string' },
    ...auditEntryFields,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'AUDIT#${at}#${id}') },
  },
});

export type CreatorAuditEntryItem = EntityItem<typeof creatorAuditEntity>;

/** Who made a change in a creator's workspace: the creator, or a manager for them (actingFor). */
export interface CreatorActor {
  userId: string;
  name: string;
  email: string | null;
  ip: string | null;
  /** The creator the manager acted for (absent when the creator acted themself). */
  actingFor?: string;
}

export interface CreatorAuditChange {
  kind: CreatorAuditKind;
  subject?: { type: string; id: string; label?: string | null };
  after?: unknown;
}

/** The entry of one change, to commit in the change's own transaction (`.commit()`) or put alone (`.go()`). */
export const creatorAuditEntry = (
  creatorId: string,
  actor: CreatorActor,
  change: CreatorAuditChange,
  now = new Date(),
) => {
  const item = {
    creator_id: creatorId,
    at: now.toISOString(),
    id: createId('au_', now.getTime()),
    kind: change.kind,
    actor_type: 'member' as const,
    actor_id: actor.userId,
    actor_name: actor.name || actor.email || actor.userId,
    ...present('actor_email', actor.email),
    ...present('acting_for', actor.actingFor),
    ...present('ip', actor.ip),
    ...(change.subject
      ? {
          subject_type: change.subject.type,
          subject_id: change.subject.id,
          ...present('subject_label', change.subject.label),
        }
      : {}),
    ...(change.after === undefined ? {} : { after: change.after }),
    ...present('correlation_id', currentCorrelationId()),
    expiresAt: Math.floor(now.getTime() / 1000) + AUDIT_RETENTION_SECONDS,
  } satisfies CreatorAuditEntryItem;
  return {
    item,
    commit: () => transactional(creatorAuditEntity).create(item).commit(),
    go: () => creatorAuditEntity.create(item).go(),
  };
};
