import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity, Service } from 'electrodb';
import { db } from '../../shared/data/client';
import type { TransactionOutcome, writeTransaction } from '../../shared/data/entity';
import type { TransactItem } from '../../shared/outbox/outbox-event';

// biome-ignore lint/suspicious/noExplicitAny: a service holds entities of any schema.
type AnyEntity = Entity<any, any, any, any>;
type Build<E extends Record<string, AnyEntity>> = Parameters<typeof writeTransaction<E, string>>[1];
type WriteEntities<E extends Record<string, AnyEntity>> = Parameters<Build<E>>[0];
// biome-ignore lint/suspicious/noExplicitAny: ElectroDB types a committed operation per entity; any entity's fits.
type Operation = any;

const isRaw = (operation: Operation): operation is TransactItem =>
  ['Put', 'Update', 'Delete', 'ConditionCheck'].some((kind) => kind in (operation as object));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * writeTransaction (shared/data/entity.ts) for a transaction that also holds items of another module
 * still written as raw TransactWriteItems (a store claim, a user's profile): the module's own operations
 * are ElectroDB `.commit()`s, the others are passed as they are. Same outcome by name, same retries.
 */
export const writeMixedTransaction = async <E extends Record<string, AnyEntity>, K extends string>(
  service: Service<E>,
  build: (entities: WriteEntities<E>) => Record<K, Operation | TransactItem>,
  attempts = 12,
): Promise<TransactionOutcome<K>> => {
  let operations = {} as Record<K, Operation | TransactItem>;
  const ours = service.transaction
    // biome-ignore lint/suspicious/noExplicitAny: the service's entities, as typed for `build`.
    .write((entities: any) => {
      operations = build(entities);
      return Object.values(operations).filter((operation) => !isRaw(operation)) as never;
    })
    .params().TransactItems as TransactItem[];
  const names = Object.keys(operations) as K[];
  let next = 0;
  const items = names.map((name) =>
    isRaw(operations[name]) ? operations[name] : ours[next++],
  ) as TransactItem[];
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      const refused = names.filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (refused.length > 0 || !conflict || attempt >= attempts) return { ok: false, refused, conflict };
      await pause(Math.random() * Math.min(2_000, 25 * 2 ** attempt));
    }
  }
};
