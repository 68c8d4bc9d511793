import type { Entity } from 'electrodb';

const MAX_ATTEMPTS = 5;

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
