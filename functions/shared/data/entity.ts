/**
 * The declarative data layer: every item kind of the one table is an ElectroDB entity defined with
 * `defineEntity` in its module's `entities/` folder, and multi-item changes are ElectroDB service
 * transactions (`writeTransaction` below). No other file builds DynamoDB expressions.
 *
 * Items written before this layer existed keep working without a rewrite:
 * - key templates reproduce the table's keys exactly (`casing: 'none'`, templates such as
 *   `BRAND#${brand_id}`, see tableKey); they are the only declaration of each key, listed in
 *   docs/access-patterns.md (generated from them, tests/unit/access-patterns.test.ts);
 * - every item already carries `type`, the entity's name: ElectroDB uses it as its entity identifier;
 * - ownership is not enforced on reads (`ignoreOwnership`): old items have no version identifier, and
 *   the keys alone already say what an item is.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity, type Schema, Service, type TransactWriteEntity } from 'electrodb';
import { DocumentClientV3Wrapper } from 'electrodb/src/client';
import { env } from '../config';
import { db } from './client';
import * as commands from './dynamodb/commands';

/**
 * ElectroDB's calls go through the lean client (dynamodb/document-client.ts) with its commands: given
 * ElectroDB's own adapter, ElectroDB uses it as it is, instead of wrapping the client with the SDK's
 * command classes.
 */
const client = new DocumentClientV3Wrapper(db as never, commands);

/** ElectroDB's identifier attributes: `type` is the entity's name on every item (old and new). */
export const identifiers = { entity: 'type', version: '__edb_v__' } as const;

/**
 * Built on first use, not at import. ElectroDB validates a model when it is constructed (about 1 ms per
 * entity), and a Lambda imports the entities of every module it reaches through their indexes: built
 * eagerly, they added ~50 ms to every cold start; lazily, a handler builds only what it touches.
 */
const lazy = <T extends object>(create: () => T, prototype: object): T => {
  let instance: T | undefined;
  const target = (): T => {
    instance ??= create();
    return instance;
  };
  return new Proxy(Object.create(prototype) as T, {
    get: (_, property) => Reflect.get(target(), property, target()),
    set: (_, property, value) => Reflect.set(target(), property, value),
    has: (_, property) => Reflect.has(target(), property),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), property);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, property, descriptor) => Reflect.defineProperty(target(), property, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
};

/**
 * An entity on the one table, built on first use (`lazy`). The table name is read from the environment
 * at call time (the local cloud and the tests set it after modules load), not captured at import.
 */
export const defineEntity = <A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  schema: S,
): Entity<A, F, C, S> => lazy(() => buildEntity(schema), Entity.prototype);

const buildEntity = <A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  schema: S,
): Entity<A, F, C, S> => {
  const entity = new Entity<A, F, C, S>(schema, { client, identifiers, ignoreOwnership: true } as never);
  Object.defineProperty((entity as unknown as { config: object }).config, 'table', {
    get: () => env.tableName,
    configurable: true,
  });
  // ElectroDB 3.9.3 resets ignoreOwnership on every query of a secondary index (it re-derives it from the
  // index's projection), which would silently drop the items written before this layer (no version
  // identifier) from every index listing. Keys say what an item is: ownership is never checked.
  const internals = entity as unknown as {
    _normalizeExecutionOptions: (options: unknown) => { ignoreOwnership?: boolean };
  };
  const normalize = internals._normalizeExecutionOptions.bind(entity);
  internals._normalizeExecutionOptions = (options) =>
    Object.assign(normalize(options), { ignoreOwnership: true });
  return entity;
};

/** The attribute names a key template reads, in order: `BRAND#${brand_id}#${period}` → ['brand_id', 'period']. */
type TemplateNames<T extends string> = T extends `${string}\${${infer Name}}${infer Rest}`
  ? [Name, ...TemplateNames<Rest>]
  : [];

/**
 * One key of an index, declared by the table's own key format: `tableKey('pk', 'BRAND#${brand_id}')`. Its
 * composite attributes are the template's `${...}` names; `casing: 'none'` keeps keys exactly as the
 * table holds them. Without a template, the field is its own attribute (sparse index keys whose value
 * the entity computes, e.g. `tableKey('gsi1pk')`).
 */
export function tableKey<F extends string>(field: F): { field: F; composite: [F]; casing: 'none' };
export function tableKey<F extends string, T extends string>(
  field: F,
  template: T,
): { field: F; composite: TemplateNames<T>; template: T; casing: 'none' };
export function tableKey(field: string, template?: string) {
  if (template === undefined) return { field, composite: [field], casing: 'none' };
  const composite = [...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);
  return { field, composite, template, casing: 'none' };
}

/** Every entity names the same ElectroDB service, so any module can put its entities and the outbox in one. */
export const SERVICE = 'marketplace';

// biome-ignore lint/suspicious/noExplicitAny: a service holds entities of any schema.
type AnyEntity = Entity<any, any, any, any>;

/**
 * A module's entities that change together, with the outbox: `writeTransaction(service, ...)` commits
 * them as one TransactWriteItems call. No table on the service: entities read theirs at call time.
 * Built on first use, like its entities.
 */
export const defineService = <E extends Record<string, AnyEntity>>(entities: E): Service<E> =>
  lazy(() => new Service(entities, { client } as never), Service.prototype);

/** The service's entities as a transaction sees them: their operations end in `.commit()`. */
type WriteEntities<E extends Record<string, AnyEntity>> = Parameters<
  Parameters<Service<E>['transaction']['write']>[0]
>[0];

/** One item of a TransactWriteItems call, as DynamoDB takes it (an operation's `.params()` wrapped). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * An operation built outside a transaction's callback (the same object ElectroDB hands the callback) as
 * one item of that transaction: the builders are shared by direct writes and transactions.
 */
export const committed = (operation: object): TransactItem =>
  (operation as { commit: () => TransactItem }).commit();

/** An entity operation's `.commit()`: one item of a transaction. */
// biome-ignore lint/suspicious/noExplicitAny: ElectroDB types a committed operation per entity; any entity's fits.
type Operation = any;

/**
 * The outcome of a transaction, by the names the caller gave its operations (never by position):
 * `refused` lists the operations whose condition did not hold; `conflict` is true when it only lost a
 * race with another transaction on the same items and every retry lost too.
 */
export type TransactionOutcome<K extends string> =
  | { ok: true }
  | { ok: false; refused: K[]; conflict: boolean };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One transaction of named operations (each an entity operation's `.commit()`), retried with jittered
 * backoff while it only lost a race (TransactionConflict: counters that many orders add to at once make
 * such races normal). A refused condition is returned, not thrown: the caller turns it into its domain's
 * answer. Anything else (a malformed request, a throttled table after the SDK's retries) throws.
 */
export const writeTransaction = async <E extends Record<string, AnyEntity>, K extends string>(
  service: Service<E>,
  build: (entities: WriteEntities<E>) => Record<K, Operation>,
  attempts = 12,
): Promise<TransactionOutcome<K>> => {
  for (let attempt = 1; ; attempt++) {
    let names: K[] = [];
    const result = await service.transaction
      // biome-ignore lint/suspicious/noExplicitAny: the service's entities, as typed for `build`.
      .write((entities: any) => {
        const operations = build(entities);
        names = Object.keys(operations) as K[];
        return names.map((name) => operations[name]);
      })
      .go();
    if (!result.canceled) return { ok: true };
    const reasons = result.data as readonly { code: string }[];
    const refused = names.filter((_, i) => reasons[i]?.code === 'ConditionalCheckFailed');
    const conflict = reasons.some((reason) => reason.code === 'TransactionConflict');
    if (refused.length > 0 || !conflict || attempt >= attempts) return { ok: false, refused, conflict };
    await pause(Math.random() * Math.min(2_000, 25 * 2 ** attempt));
  }
};

/**
 * An entity as a transaction's operations are written with it (`.commit()`, `.check()`). ElectroDB
 * types those only on the entities its own transaction callback hands out; they are the same objects,
 * so storage functions build their operations here and writeTransaction joins them by name.
 */
export const transactional = <
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C>,
>(
  entity: Entity<A, F, C, S>,
): TransactWriteEntity<A, F, C, S> => entity as unknown as TransactWriteEntity<A, F, C, S>;
