import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'electrodb';
import { db, tableName } from './client';

const MAX_ATTEMPTS = 5;
/** BatchGetItem's own limit per call. */
const KEYS_PER_CALL = 100;

/** An entity's batch get (`entity.get([...keys])`), as ElectroDB answers it. */
type BatchGet = { go(options: object): Promise<{ data: unknown[]; unprocessed: unknown[] }> };

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));

/**
 * One entity's items by their composite keys through BatchGetItem (ElectroDB splits them into calls
 * of 100). Keys DynamoDB leaves unprocessed (throttling) are asked for again, a bounded number of
 * times, with backoff; keys still unprocessed after that are an error, never a silently shorter answer.
 * Missing items are simply absent from the answer.
 */
export const batchGetEntities = async <T>(
  // biome-ignore lint/suspicious/noExplicitAny: any entity's schema.
  entity: Entity<any, any, any, any>,
  keys: readonly Record<string, unknown>[],
  options: { attributes?: readonly string[]; consistent?: boolean } = {},
): Promise<T[]> => {
  const items: T[] = [];
  let pending = [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error('batchGetEntities: keys left unprocessed');
    if (attempt > 1) await backoff(attempt);
    const { data, unprocessed } = await (entity.get(pending) as unknown as BatchGet).go({
      ...(options.attributes ? { attributes: [...options.attributes] } : {}),
      ...(options.consistent ? { consistent: true } : {}),
    });
    items.push(...(data as T[]));
    pending = unprocessed as Record<string, unknown>[];
  }
  return items;
};

/**
 * Items of any kind by raw key (callers not yet on entities; batchGetEntities is the way for an
 * entity's items). Same batching, retries and refusal to answer short as batchGetEntities.
 */
export const batchGetItems = async <T extends Record<string, unknown>>(
  keys: { pk: string; sk: string }[],
  options: { projection?: string; consistentRead?: boolean } = {},
): Promise<T[]> => {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const items: T[] = [];
  for (let start = 0; start < unique.length; start += KEYS_PER_CALL) {
    let pending: Record<string, unknown>[] = unique.slice(start, start + KEYS_PER_CALL);
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error('batchGetItems: keys left unprocessed');
      if (attempt > 1) await backoff(attempt);
      const { Responses, UnprocessedKeys } = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.consistentRead ? { ConsistentRead: true } : {}),
            },
          },
        }),
      );
      items.push(...((Responses?.[tableName()] ?? []) as T[]));
      pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return items;
};
