import type { Entity, Schema, TransactWriteEntity } from 'electrodb';

/**
 * An entity as a transaction's operations are written with it (`.commit()`, `.check()`). ElectroDB
 * types those only on the entities its own transaction callback hands out; they are the same objects,
 * so the storage functions build their operations here and writeTransaction joins them by name.
 */
export const transactional = <
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C>,
>(
  entity: Entity<A, F, C, S>,
): TransactWriteEntity<A, F, C, S> => entity as unknown as TransactWriteEntity<A, F, C, S>;
