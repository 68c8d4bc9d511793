import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const MAX_ATTEMPTS = 5;
/** BatchGetItem's own limit per call. */
const KEYS_PER_CALL = 100;

/**
 * Items by key through BatchGetItem, 100 keys per call (duplicates asked once). Keys DynamoDB leaves
 * unprocessed (throttling) are asked for again, a bounded number of times, with backoff; keys that are
 * still unprocessed after that are an error, never a silently shorter answer.
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
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
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
