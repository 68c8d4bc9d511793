import type { EntityItem } from 'electrodb';
import { type AuditKind, auditActorTypes, auditKinds } from '../../../contracts/audit-log';
import { brandRoles } from '../../../contracts/brand-roles';
import { defineEntity, SERVICE, type TransactItem, tableKey, transactional } from '../data/entity';
import { createId } from '../data/ids';
import { currentCorrelationId } from '../log';
import { type Actor, actorIdOf } from './actor';
import { auditEntryFields, presentField as present } from './entry-fields';

/**
 * Issue 35, part 3: one entry of a brand's audit log, BRAND#{brandId} / AUDIT#{at}#{id}, so the log is
 * one Query newest first. Append-only: created with a condition that it does not exist, never updated;
 * DynamoDB's TTL removes it after two years (`expiresAt`). Written in the transaction of the change it
 * records (auditEntry below), as the outbox is, so there is never a change without its entry or an
 * entry without its change.
 */
export const auditEntity = defineEntity({
  model: { entity: 'audit-entry', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    kind: { type: auditKinds, required: true },
    actor_type: { type: auditActorTypes, required: true },
    actor_role: { type: brandRoles },
    acting_for: { type: 'string' },
    ...auditEntryFields,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'AUDIT#${at}#${id}') },
  },
});

export type AuditEntryItem = EntityItem<typeof auditEntity>;

/** Entries are kept two years (issue 35), then DynamoDB's TTL removes them. */
export const AUDIT_RETENTION_SECONDS = 2 * 366 * 24 * 3600;
/** before/after are a few fields, never a document: a bigger value is a caller's mistake, refused loudly. */
const MAX_VALUE_CHARS = 4_000;

/** What changed: its kind, the thing it changed (with its name then), and the values before and after. */
export interface AuditChange {
  kind: AuditKind;
  subject?: { type: string; id: string; label?: string | null };
  before?: unknown;
  after?: unknown;
}

const small = (field: string, value: unknown) => {
  if (value === undefined || value === null) return {};
  if (JSON.stringify(value).length > MAX_VALUE_CHARS)
    throw new Error(`audit entry: ${field} is larger than ${MAX_VALUE_CHARS} characters of JSON`);
  return { [field]: value };
};

/**
 * The audit entry of one change, ready to join the change's own transaction (export it to the callers
 * that record members, invitations and the like):
 * - `commit()`: an operation of an ElectroDB `writeTransaction(service, …)` (any module's service: the
 *   entry is on the one table), e.g. `{ product: …, audit: entry.commit() }`;
 * - `write`: an item of a raw TransactWriteItems list.
 * The request's correlation id is read from the log context (shared/log.ts), as the outbox does.
 */
export const auditEntry = (brandId: string, actor: Actor, change: AuditChange, now = new Date()) => {
  const id = createId('au_', now.getTime());
  const correlationId = currentCorrelationId();
  const item = {
    brand_id: brandId,
    at: now.toISOString(),
    id,
    kind: change.kind,
    actor_type: actor.type,
    actor_id: actorIdOf(actor),
    actor_name: actor.name || actorIdOf(actor),
    ...(actor.type === 'member'
      ? {
          actor_role: actor.role,
          ...present('actor_email', actor.email),
          ...present('acting_for', actor.actingFor),
        }
      : {}),
    ...(actor.type === 'operator' ? present('actor_email', actor.email) : {}),
    ...(actor.type !== 'system' ? present('ip', actor.ip) : {}),
    ...(change.subject
      ? {
          subject_type: change.subject.type,
          subject_id: change.subject.id,
          ...present('subject_label', change.subject.label),
        }
      : {}),
    ...small('before', change.before),
    ...small('after', change.after),
    ...present('correlation_id', correlationId),
    expiresAt: Math.floor(now.getTime() / 1000) + AUDIT_RETENTION_SECONDS,
  } satisfies AuditEntryItem;
  const create = () => transactional(auditEntity).create(item);
  return {
    id,
    item,
    commit: () => create().commit(),
    get write(): TransactItem {
      return { Put: auditEntity.create(item).params() as NonNullable<TransactItem['Put']> };
    },
  };
};

export type AuditEntry = ReturnType<typeof auditEntry>;
