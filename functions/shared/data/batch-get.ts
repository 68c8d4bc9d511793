import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const MAX_ATTEMPTS = 5;

/**
 * Up to 100 items by key in one BatchGetItem (a page's worth: callers never pass more). Keys DynamoDB
 * leaves unprocessed (throttling) are asked for again, a bounded number of times, with backoff.
 */
export const batchGetItems = async <T extends Record<string, unknown>>(
  keys: { pk: string; sk: string }[],
  projection?: string,
): Promise<T[]> => {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  if (unique.length > 100) throw new Error('batchGetItems: at most 100 keys per call');
  const items: T[] = [];
  let pending: Record<string, unknown>[] = unique;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error('batchGetItems: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) },
        },
      }),
    );
    items.push(...((Responses?.[tableName()] ?? []) as T[]));
    pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return items;
};
