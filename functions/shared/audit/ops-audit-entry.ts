import type { EntityItem } from 'electrodb';
import { type OpsAuditKind, opsAuditKinds } from '../../../contracts/ops';
import { defineEntity, SERVICE, type TransactItem, tableKey, transactional } from '../data/entity';
import { createId } from '../data/ids';
import { currentCorrelationId } from '../log';
import { AUDIT_RETENTION_SECONDS, type AuditChange } from './audit-entry';
import { auditEntryFields, presentField as present } from './entry-fields';

/**
 * Issue 36: who acted in the operator console: the operator with their name and e-mail at the time and
 * the request's source IP (functions/identity/request-actor.ts `operatorActor`), never from a global.
 */
export interface OperatorActor {
  type: 'operator';
  userId: string;
  name: string;
  email: string | null;
  ip: string | null;
}

/**
 * Issue 36: the operators' audit log, OPS#AUDIT / AUDIT#{at}#{id}: the brand audit entry's shape
 * (audit-entry.ts), in the platform's own partition, since an operator's action is not a brand's change
 * (replaying an event, retrying a payout). Written in the action's own transaction, created on the
 * condition that it does not exist, never updated; DynamoDB's TTL removes it after two years, as the
 * brands' entries.
 */
export const opsAuditEntity = defineEntity({
  model: { entity: 'ops-audit-entry', version: '1', service: SERVICE },
  attributes: {
    kind: { type: opsAuditKinds, required: true },
    actor_type: { type: ['operator'] as const, required: true },
    ...auditEntryFields,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'OPS#AUDIT'), sk: tableKey('sk', 'AUDIT#${at}#${id}') },
  },
});

export type OpsAuditEntryItem = EntityItem<typeof opsAuditEntity>;

/**
 * The audit entry of one operator action, ready to join the action's transaction: `commit()` for an
 * ElectroDB `writeTransaction`, `write` for a raw TransactWriteItems item (as `auditEntry`).
 */
export const opsAuditEntry = (
  actor: OperatorActor,
  change: Omit<AuditChange, 'kind'> & { kind: OpsAuditKind },
  now = new Date(),
) => {
  const id = createId('au_', now.getTime());
  const item = {
    at: now.toISOString(),
    id,
    kind: change.kind,
    actor_type: actor.type,
    actor_id: actor.userId,
    actor_name: actor.name || actor.userId,
    ...present('actor_email', actor.email),
    ...(change.subject
      ? {
          subject_type: change.subject.type,
          subject_id: change.subject.id,
          ...present('subject_label', change.subject.label),
        }
      : {}),
    ...(change.before === undefined || change.before === null ? {} : { before: change.before }),
    ...(change.after === undefined || change.after === null ? {} : { after: change.after }),
    ...present('correlation_id', currentCorrelationId()),
    ...present('ip', actor.ip),
    expiresAt: Math.floor(now.getTime() / 1000) + AUDIT_RETENTION_SECONDS,
  } satisfies OpsAuditEntryItem;
  return {
    id,
    item,
    commit: () => transactional(opsAuditEntity).create(item).commit(),
    get write(): TransactItem {
      return { Put: opsAuditEntity.create(item).params() as NonNullable<TransactItem['Put']> };
    },
  };
};

/** The operators' audit log, newest first (a page): for tests and, later, the console's own screen. */
export const listOpsAuditEntries = async (limit = 50): Promise<OpsAuditEntryItem[]> =>
  (await opsAuditEntity.query.primary({}).go({ order: 'desc', limit, pages: 1 })).data;
